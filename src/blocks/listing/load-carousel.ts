import { findTours, findTravels, type CatalogAudience } from '@/features/catalog/catalog'
import { filterSchema, type CatalogFilters } from '@/features/catalog/filter-schema'
import { mostBookedTravels } from '@/features/catalog/most-booked'
import type { QueryRows } from '@/features/catalog/search/load-snapshot'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import type { ListingBlock } from '@/payload-types'
import { DEFAULT_CAROUSEL_CARDS, MAX_CAROUSEL_CARDS } from './carousel-fields'

/** Departure days a travel card of a carousel lists. */
export const NEXT_DATES_SHOWN = 3
/** Ranked travels read per card wanted: some of them may not match the presets or have nothing left to sell. */
const RANKED_PER_CARD = 4

export type CarouselCards =
  { tab: 'travels'; travels: ApiTravel[]; nextDates: Record<number, string[]> } | { tab: 'tours'; tours: ApiTour[] }

const cardCount = (block: ListingBlock) => Math.min(MAX_CAROUSEL_CARDS, Math.max(1, block.limit ?? DEFAULT_CAROUSEL_CARDS))

/** The travels of the filters ranked by bookings (top sellers), those with a departure still on sale. */
async function topSellers(query: QueryRows, filters: CatalogFilters, audience: CatalogAudience, count: number) {
  const ranked = await mostBookedTravels(query, count * RANKED_PER_CARD, audience.today)
  if (ranked.length === 0) return []
  const found = await findTravels(query, { ...filters, travelId: ranked.map((row) => row.travelId) }, audience, 0, ranked.length)
  const byId = new Map(found.items.filter((travel) => travel.bestTour).map((travel) => [travel.id, travel]))
  return ranked.flatMap((row) => byId.get(row.travelId) ?? []).slice(0, count)
}

/** Each travel's next departure days, soonest first (the catalog is in memory: one search a travel costs little). */
async function nextDatesOf(query: QueryRows, travels: ApiTravel[], audience: CatalogAudience) {
  const days = await Promise.all(
    travels.map(async (travel) => {
      const filters = filterSchema.parse({ travelId: [travel.id], sort: 'date:asc', tab: 'tours', perPage: NEXT_DATES_SHOWN })
      const { items } = await findTours(query, filters, audience, 0, NEXT_DATES_SHOWN)
      return [travel.id, items.map((tour) => tour.startingDate)] as const
    }),
  )
  return Object.fromEntries(days) as Record<number, string[]>
}

/**
 * A carousel listing's cards: the first departures of the presets, or travels in the presets'
 * order or ranked as top sellers, each travel with its next departure days.
 */
export async function loadCarouselCards(
  block: ListingBlock,
  query: QueryRows,
  filters: CatalogFilters,
  audience: CatalogAudience,
): Promise<CarouselCards> {
  const count = cardCount(block)
  if (filters.tab === 'tours') return { tab: 'tours', tours: (await findTours(query, filters, audience, 0, count)).items }
  const travels =
    block.ranking === 'topSellers'
      ? await topSellers(query, filters, audience, count)
      : (await findTravels(query, filters, audience, 0, count)).items
  return { tab: 'travels', travels, nextDates: await nextDatesOf(query, travels, audience) }
}
