import { findTours, findTravels, pageOf, type Paginated } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import { emptyPage } from '@/features/catalog/empty-page'
import { filterChoices, type FilterChoices } from '@/features/catalog/filter-choices'
import type { CatalogFilters } from '@/features/catalog/filter-schema'
import { catalogSnapshot } from '@/features/catalog/search/snapshot-store'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'
import { listingFilters } from './listing-filters'
import { loadCarouselCards, type CarouselCards } from './load-carousel'

/** A carousel listing's cards, in place of the grid's first page (none for a grid). */
type Loaded = { filters: CatalogFilters; failed: boolean; choices: FilterChoices | null; cards?: CarouselCards }

export type ListingData =
  ({ tab: 'travels'; results: Paginated<ApiTravel> } & Loaded) | ({ tab: 'tours'; results: Paginated<ApiTour> } & Loaded)

/**
 * The listing's results as the cached page shows them (presets and route subject, first page).
 * and, when visitors can filter, the panel's lists. A failed search shows an empty list, logged.
 */
export default async function loadListing(block: BlockOf<'listing'>, context: BlockContext): Promise<ListingData> {
  const filters = listingFilters(block, context.routeData)
  const audience = { edition: context.edition, currency: context.currency }
  try {
    const query = catalogQuery(await cms())
    if (block.layout === 'carousel') {
      const cards = await loadCarouselCards(block, query, filters, audience)
      const loaded = { filters, choices: null, failed: false, cards }
      return cards.tab === 'tours'
        ? { tab: 'tours', results: emptyPage<ApiTour>(filters.perPage), ...loaded }
        : { tab: 'travels', results: emptyPage<ApiTravel>(filters.perPage), ...loaded }
    }
    const choices = block.showFilters ? filterChoices(await catalogSnapshot(query), context.edition.code) : null
    return filters.tab === 'tours'
      ? { tab: 'tours', filters, choices, results: await pageOf(findTours, query, filters, audience), failed: false }
      : { tab: 'travels', filters, choices, results: await pageOf(findTravels, query, filters, audience), failed: false }
  } catch (error) {
    console.error('listing: search failed', error)
    return filters.tab === 'tours'
      ? { tab: 'tours', filters, choices: null, results: emptyPage(filters.perPage), failed: true }
      : { tab: 'travels', filters, choices: null, results: emptyPage(filters.perPage), failed: true }
  }
}
