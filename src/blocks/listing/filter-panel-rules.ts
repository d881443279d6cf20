import type { ListingQuery } from './listing-address'

/** The filter panel's own keys. The search itself (where, when, statuses, tab) is not among them. */
export const PANEL_KEYS = [
  'priceFrom',
  'priceTo',
  'discounted',
  'durations',
  'durationFrom',
  'durationTo',
  'badgeId',
  'travelStyles',
  'travelTypes',
  'costCenters',
  'ageBadge',
  'isNoSharingRoomAvailable',
] as const

/** Panel changes reach the address (and so the results and their count) this long after the last one. */
export const FILTER_APPLY_DELAY_MS = 200

export type AddressChanges = Record<string, string | readonly string[] | null>

/** A new sort starts the panel over: the address keeps the search and takes the sort, from page 1. */
export function sortChanges(sort: string): AddressChanges {
  return { ...Object.fromEntries(PANEL_KEYS.map((key) => [key, null])), page: null, sort }
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0)

/** How many of the panel's filters narrow the results (a price range counts once). */
export function activeFilterCount(filters: ListingQuery): number {
  const keys = PANEL_KEYS.filter((key) => key !== 'priceTo' && key !== 'durationTo')
  const count = keys.filter((key) => isSet(filters[key])).length
  const priceToOnly = !isSet(filters.priceFrom) && isSet(filters.priceTo)
  const durationToOnly = !isSet(filters.durationFrom) && isSet(filters.durationTo)
  return count + (priceToOnly ? 1 : 0) + (durationToOnly ? 1 : 0)
}

const PRICE_KEYS = ['priceFrom', 'priceTo', 'discounted'] as const

/** Whether going from `before` to `after` is a price action: the range, the discount, or clearing the price. */
export function isPriceAction(before: ListingQuery, after: ListingQuery): boolean {
  return PRICE_KEYS.some((key) => String(before[key] ?? '') !== String(after[key] ?? ''))
}

/** A price action is ignored while another price change is running (its results not in yet). */
export function acceptsChange(priceRunning: boolean, before: ListingQuery, after: ListingQuery): boolean {
  return !(priceRunning && isPriceAction(before, after))
}
