import type { CatalogFilters } from '../filter-schema'
import { compileCriteria, tourMatches, type SearchContext } from './criteria'
import type { CatalogSnapshot } from './snapshot'

/** The precomputed order a sort walks, and in which direction. */
function walkOrder(snapshot: CatalogSnapshot, filters: CatalogFilters, context: SearchContext): { order: Int32Array; reverse: boolean } {
  const orders = snapshot.tourOrders
  switch (filters.sort) {
    case 'price:asc':
      return { order: orders.priceAsc[context.currency], reverse: false }
    case 'price:desc':
      return { order: orders.priceAsc[context.currency], reverse: true }
    case 'discount:desc':
      return { order: orders.discountDesc[context.currency], reverse: false }
    case 'duration:asc':
      return { order: orders.durationAsc, reverse: false }
    case 'duration:desc':
      return { order: orders.durationAsc, reverse: true }
    default:
      // By date: relevance and no sort list departures chronologically.
      return { order: orders.date, reverse: false }
  }
}

/**
 * The departures matching the filters (of matching travels), sorted as asked: how
 * many there are, and those at positions `[from, to)` of the sorted list.
 */
export function searchTours(
  snapshot: CatalogSnapshot,
  filters: CatalogFilters,
  context: SearchContext,
  from: number,
  to: number,
): { count: number; tours: number[] } {
  const { travelMatches, tours } = compileCriteria(snapshot, filters, context)
  const travelOk = new Uint8Array(snapshot.travels.length)
  snapshot.travels.forEach((travel, index) => {
    travelOk[index] = travelMatches(travel) ? 1 : 0
  })
  const { order, reverse } = walkOrder(snapshot, filters, context)
  const travelOf = snapshot.tours.travel
  const window: number[] = []
  let count = 0
  for (let step = 0; step < order.length; step++) {
    const tour = order[reverse ? order.length - 1 - step : step]!
    if (travelOk[travelOf[tour]!] === 0 || !tourMatches(tours, tour)) continue
    if (count >= from && count < to) window.push(tour)
    count++
  }
  return { count, tours: window }
}
