import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'
import type { CatalogSnapshot, TourColumns, TourOrders, TravelRecord } from './snapshot'

function sortedIndexes(count: number, compare: (a: number, b: number) => number): Int32Array {
  const order = new Int32Array(count)
  for (let i = 0; i < count; i++) order[i] = i
  return order.sort(compare)
}

/**
 * The tours listing's sort orders, computed once per snapshot: a search then walks one of them
 * and keeps the matching tours, instead of sorting every match on every request. Ties fall back
 * to the date, then the order among departures of a day, then the id.
 */
export function buildTourOrders(tours: TourColumns, travels: TravelRecord[]): TourOrders {
  const byDate = (a: number, b: number) =>
    tours.startDay[a]! - tours.startDay[b]! || tours.position[a]! - tours.position[b]! || tours.id[a]! - tours.id[b]!
  const perCurrency = (compare: (currency: CurrencyCode) => (a: number, b: number) => number) =>
    Object.fromEntries(CURRENCY_CODES.map((currency) => [currency, sortedIndexes(tours.count, compare(currency))])) as Record<
      CurrencyCode,
      Int32Array
    >
  const days = (index: number) => travels[tours.travel[index]!]!.numberOfDays
  return {
    date: sortedIndexes(tours.count, byDate),
    priceAsc: perCurrency((currency) => (a, b) => tours.price[currency][a]! - tours.price[currency][b]! || byDate(a, b)),
    discountDesc: perCurrency((currency) => (a, b) => tours.discount[currency][b]! - tours.discount[currency][a]! || byDate(a, b)),
    durationAsc: sortedIndexes(tours.count, (a, b) => days(a) - days(b) || byDate(a, b)),
  }
}

/** Travel orders that do not depend on a search's departures: walked as they are when nothing else decides. */
export function buildTravelOrders(travels: TravelRecord[]): CatalogSnapshot['travelOrders'] {
  const byRelevance = (a: number, b: number) => travels[b]!.relevance - travels[a]!.relevance || travels[a]!.id - travels[b]!.id
  const days = (index: number) => travels[index]!.numberOfDays
  return {
    relevance: sortedIndexes(travels.length, byRelevance),
    durationAsc: sortedIndexes(travels.length, (a, b) => days(a) - days(b) || byRelevance(a, b)),
    durationDesc: sortedIndexes(travels.length, (a, b) => days(b) - days(a) || byRelevance(a, b)),
  }
}
