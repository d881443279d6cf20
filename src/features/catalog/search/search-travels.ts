import type { CatalogFilters } from '../filter-schema'
import type { SortOption } from '../sorting'
import { compileCriteria, tourMatches, type Criteria, type SearchContext } from './criteria'
import type { CatalogSnapshot } from './snapshot'
import { sortByKey } from './sort-by-key'

/** A travel found by a search: its best departure in range and what its sorts need. */
export type TravelHit = {
  travel: number
  /** The cheapest bookable matching departure (the cheapest matching one when none is bookable). */
  bestTour: number | null
  /** The best departure's price in the search's currency. */
  bestPrice: number | null
  firstDay: number | null
  maxDiscount: number
  matchingTours: number
}

/** Sorts that only look at the travel itself: its departures are summed up for the shown page only. */
const TRAVEL_ONLY_SORTS: ReadonlyArray<SortOption | undefined> = [undefined, 'relevance:desc', 'duration:asc', 'duration:desc']

function summarize(snapshot: CatalogSnapshot, travelIndex: number, criteria: Criteria, context: SearchContext): TravelHit {
  // Locals instead of property chains: this loop runs over every departure of a broad search.
  const { startDay, bookable } = snapshot.tours
  const matching = criteria.tours
  const travel = snapshot.travels[travelIndex]!
  const price = snapshot.tours.price[context.currency]
  const discount = snapshot.tours.discount[context.currency]
  let best = -1
  let bestPrice = 0
  let bestBookable = false
  let firstDay: number | null = null
  let maxDiscount = 0
  let matchingTours = 0
  for (let tour = travel.firstTour; tour < travel.endTour; tour++) {
    if (!tourMatches(matching, tour)) continue
    matchingTours++
    // Departures of a travel are in date order: the first match is the earliest.
    if (firstDay === null) firstDay = startDay[tour]!
    if (discount[tour]! > maxDiscount) maxDiscount = discount[tour]!
    const isBookable = bookable[tour] === 1
    const tourPrice = price[tour]!
    if (best === -1 || (isBookable && !bestBookable) || (isBookable === bestBookable && tourPrice < bestPrice)) {
      best = tour
      bestPrice = tourPrice
      bestBookable = isBookable
    }
  }
  return {
    travel: travelIndex,
    bestTour: best === -1 ? null : best,
    bestPrice: best === -1 ? null : bestPrice,
    firstDay,
    maxDiscount,
    matchingTours,
  }
}

/**
 * The key hits are re-sorted by after walking the travels by relevance (or duration): a stable
 * sort, so ties keep that order; `null` keeps the walked order.
 */
function sortKey(
  sort: SortOption | undefined,
  context: SearchContext,
  snapshot: CatalogSnapshot,
): ((hit: TravelHit) => number | null) | null {
  switch (sort) {
    case 'date:asc':
      return (hit) => hit.firstDay
    case 'price:asc':
      return (hit) => hit.bestPrice
    case 'price:desc':
      return (hit) => (hit.bestPrice === null ? null : -hit.bestPrice)
    case 'discount:desc':
      return (hit) => -hit.maxDiscount
    case 'duration:asc':
    case 'duration:desc':
      return null
    default: {
      const ranks = context.textMatches
      if (!ranks) return null
      // Ranks are small floats: scaled to whole numbers, best first.
      return (hit) => -Math.round((ranks.get(snapshot.travels[hit.travel]!.id) ?? 0) * 1_000_000)
    }
  }
}

function travelOrder(snapshot: CatalogSnapshot, sort: SortOption | undefined): Int32Array {
  if (sort === 'duration:asc') return snapshot.travelOrders.durationAsc
  if (sort === 'duration:desc') return snapshot.travelOrders.durationDesc
  return snapshot.travelOrders.relevance
}

export type TravelResults = { count: number; slice: (from: number, to: number) => TravelHit[] }

/**
 * Every travel matching the filters, sorted as asked, each with its best departure.
 * Travels are walked in a precomputed order (relevance, or duration), then sorted by the asked key.
 * When neither the filters nor the sort look at departures, only the travels of the requested
 * slice get their departures summed up.
 */
export function searchTravels(snapshot: CatalogSnapshot, filters: CatalogFilters, context: SearchContext): TravelResults {
  const criteria = compileCriteria(snapshot, filters, context)
  const key = sortKey(filters.sort, context, snapshot)
  const lazy = !criteria.needsTour && TRAVEL_ONLY_SORTS.includes(filters.sort)
  let hits: TravelHit[] = []
  for (const index of travelOrder(snapshot, filters.sort)) {
    if (!criteria.travelMatches(snapshot.travels[index]!)) continue
    if (lazy) {
      hits.push({ travel: index, bestTour: null, bestPrice: null, firstDay: null, maxDiscount: 0, matchingTours: 0 })
      continue
    }
    const hit = summarize(snapshot, index, criteria, context)
    if (!criteria.needsTour || hit.matchingTours > 0) hits.push(hit)
  }
  if (key) hits = sortByKey(hits, key)
  const slice = lazy
    ? (from: number, to: number) => hits.slice(from, to).map((hit) => summarize(snapshot, hit.travel, criteria, context))
    : (from: number, to: number) => hits.slice(from, to)
  return { count: hits.length, slice }
}
