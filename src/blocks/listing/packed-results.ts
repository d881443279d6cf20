import type { Paginated } from '@/features/catalog/catalog'
import type { ApiTour } from '@/features/catalog/search/present'
import type { ListingResultsData } from './ListingResults'

type TravelSummary = ApiTour['travel']
type PackedTour = Omit<ApiTour, 'travel'> & { travelId: number }

/**
 * The cached results as the island's props carry them (twice: in the HTML and the page's
 * payload): departures name their travel by id and each travel's summary comes once, instead
 * of once per departure (a travel page lists a dozen departures of one travel).
 */
export type PackedListingResults =
  Extract<ListingResultsData, { tab: 'travels' }> | { tab: 'tours'; results: Paginated<PackedTour>; travels: TravelSummary[] }

export function packResults(data: ListingResultsData): PackedListingResults {
  if (data.tab === 'travels') return data
  const travels = new Map<number, TravelSummary>()
  const tours = data.results.data.map(({ travel, ...tour }) => {
    travels.set(travel.id, travel)
    return { ...tour, travelId: travel.id }
  })
  return { tab: 'tours', results: { ...data.results, data: tours }, travels: [...travels.values()] }
}

export function unpackResults(packed: PackedListingResults): ListingResultsData {
  if (packed.tab === 'travels') return packed
  const travels = new Map(packed.travels.map((travel) => [travel.id, travel]))
  const tours = packed.results.data.map(({ travelId, ...tour }) => ({ ...tour, travel: travels.get(travelId)! }))
  return { tab: 'tours', results: { ...packed.results, data: tours } }
}
