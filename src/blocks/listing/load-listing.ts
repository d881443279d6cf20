import { findTours, findTravels, pageOf, type Paginated } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import type { CatalogFilters } from '@/features/catalog/filter-schema'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'
import { listingFilters } from './listing-filters'

export type ListingData =
  | { tab: 'travels'; filters: CatalogFilters; results: Paginated<ApiTravel>; failed: boolean }
  | { tab: 'tours'; filters: CatalogFilters; results: Paginated<ApiTour>; failed: boolean }

const emptyPage = <T>(perPage: number): Paginated<T> => ({ currentPage: 1, perPage, lastPage: 1, total: 0, data: [] })

/**
 * The listing's results as the cached page shows them (presets and route subject, first page).
 * A failed search shows an empty list, logged.
 */
export default async function loadListing(block: BlockOf<'listing'>, context: BlockContext): Promise<ListingData> {
  const filters = listingFilters(block, context.routeData)
  const audience = { edition: context.edition, currency: context.currency }
  try {
    const query = catalogQuery(await cms())
    return filters.tab === 'tours'
      ? { tab: 'tours', filters, results: await pageOf(findTours, query, filters, audience), failed: false }
      : { tab: 'travels', filters, results: await pageOf(findTravels, query, filters, audience), failed: false }
  } catch (error) {
    console.error('listing: search failed', error)
    return filters.tab === 'tours'
      ? { tab: 'tours', filters, results: emptyPage(filters.perPage), failed: true }
      : { tab: 'travels', filters, results: emptyPage(filters.perPage), failed: true }
  }
}
