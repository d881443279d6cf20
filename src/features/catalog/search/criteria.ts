import type { CurrencyCode } from '@/editions/editions'
import { AGE_BADGES } from '../constants'
import { dateRangeDays } from '../date-ranges'
import { durationMatcher } from '../durations'
import type { CatalogFilters } from '../filter-schema'
import { TOUR_STATUSES } from '../statuses'
import { dayNumber } from './load-snapshot'
import type { CatalogSnapshot, TravelRecord } from './snapshot'

/** What a search runs in: the day it is (departures before it never show), the currency, text matches. */
export type SearchContext = {
  today: number
  currency: CurrencyCode
  /** Travel id → text rank, when the filters hold `textSearch`; `null` otherwise. */
  textMatches: Map<number, number> | null
}

export type Criteria = {
  travelMatches: (travel: TravelRecord) => boolean
  tours: TourCriteria
  /** A travel is listed only with a matching departure (a departure filter or `hasTours` is set). */
  needsTour: boolean
}

const dayOf = (isoDay: string) => dayNumber(new Date(`${isoDay}T00:00:00Z`))
const anyOf = <T>(wanted: readonly T[] | undefined, has: (value: T) => boolean) => !wanted?.length || wanted.some(has)
const idSet = (list: number[] | undefined) => (list?.length ? new Set(list) : null)

const NO_DAY_RANGES = new Int32Array(0)

/**
 * `dateRanges` as `[first, last]` day pairs, each widened by `span` days on both sides, sorted and
 * merged where they touch or overlap (empty without ranges): `inDayRanges` scans them in order and
 * stops at the first pair that starts after the day.
 */
function dayRangePairs(ranges: readonly string[] | undefined, span: number): Int32Array {
  if (!ranges?.length) return NO_DAY_RANGES
  const pairs = ranges
    .map((text) => {
      const { start, end } = dateRangeDays(text)!
      return [dayOf(start) - span, dayOf(end) + span] as const
    })
    .sort((a, b) => a[0] - b[0])
  const merged: number[] = []
  for (const [first, last] of pairs) {
    const previousLast = merged.length - 1
    if (merged.length > 0 && first <= merged[previousLast]! + 1) merged[previousLast] = Math.max(merged[previousLast]!, last)
    else merged.push(first, last)
  }
  return Int32Array.from(merged)
}

function inDayRanges(pairs: Int32Array, day: number): boolean {
  for (let index = 0; index < pairs.length; index += 2) {
    if (day < pairs[index]!) return false
    if (day <= pairs[index + 1]!) return true
  }
  return false
}

/**
 * The departure half of the filter set, as plain data: dates and ranges of days (widened by
 * `daysSpan`), statuses, age group, price, discount, with the snapshot's columns it reads. One
 * shape for every search, so the engine optimizes `tourMatches` once and inlines it into the loops
 * over departures.
 */
export type TourCriteria = {
  fromDay: number
  toDay: number
  /** Sorted, disjoint `[first, last]` day pairs a departure must start in; empty when any day will do. */
  dayRanges: Int32Array
  /** One bit per status index; 0 when any status will do. */
  statusMask: number
  /** Index into AGE_BADGES; -1 when any will do. */
  ageBadge: number
  priceFrom: number
  priceTo: number
  discounted: boolean
  /**
   * Per travel index, 1 when its promotion code is in force today: with it, a departure passes
   * when discounted or of such a travel (`onOffer`); null when the filter is off.
   */
  promoted: Uint8Array | null
  travel: Int32Array
  startDay: Int32Array
  status: Uint8Array
  ageBadges: Int8Array
  price: Int32Array
  discount: Int32Array
}

export function tourMatches(criteria: TourCriteria, tour: number): boolean {
  const day = criteria.startDay[tour]!
  if (day < criteria.fromDay || day > criteria.toDay) return false
  if (criteria.dayRanges.length !== 0 && !inDayRanges(criteria.dayRanges, day)) return false
  if (criteria.statusMask !== 0 && (criteria.statusMask & (1 << criteria.status[tour]!)) === 0) return false
  if (criteria.ageBadge !== -1 && criteria.ageBadges[tour] !== criteria.ageBadge) return false
  const price = criteria.price[tour]!
  if (price < criteria.priceFrom || price > criteria.priceTo) return false
  const discounted = criteria.discount[tour]! > 0
  if (criteria.discounted && !discounted) return false
  return criteria.promoted === null || discounted || criteria.promoted[criteria.travel[tour]!] === 1
}

/** Which travels have a promotion code in force on `today` (through its last day). */
function promotedTravels(snapshot: CatalogSnapshot, today: number): Uint8Array {
  const promoted = new Uint8Array(snapshot.travels.length)
  snapshot.travels.forEach((travel, index) => {
    if (travel.promo && travel.promo.lastDay >= today) promoted[index] = 1
  })
  return promoted
}

function compileTourCriteria(
  snapshot: CatalogSnapshot,
  filters: CatalogFilters,
  context: SearchContext,
): { tours: TourCriteria; filtersTours: boolean } {
  const span = filters.daysSpan ?? 0
  const tours: TourCriteria = {
    fromDay: Math.max(context.today, filters.dateFrom ? dayOf(filters.dateFrom) - span : context.today),
    toDay: filters.dateTo ? dayOf(filters.dateTo) + span : Number.MAX_SAFE_INTEGER,
    dayRanges: dayRangePairs(filters.dateRanges, span),
    statusMask: (filters.status ?? []).reduce((mask, name) => mask | (1 << TOUR_STATUSES.indexOf(name)), 0),
    ageBadge: filters.ageBadge ? AGE_BADGES.indexOf(filters.ageBadge) : -1,
    priceFrom: filters.priceFrom ?? 0,
    priceTo: filters.priceTo ?? Number.MAX_SAFE_INTEGER,
    discounted: Boolean(filters.discounted),
    promoted: filters.onOffer ? promotedTravels(snapshot, context.today) : null,
    travel: snapshot.tours.travel,
    startDay: snapshot.tours.startDay,
    status: snapshot.tours.status,
    ageBadges: snapshot.tours.ageBadge,
    price: snapshot.tours.price[context.currency],
    discount: snapshot.tours.discount[context.currency],
  }
  const filtersTours = Boolean(
    filters.dateFrom ||
    filters.dateTo ||
    tours.dayRanges.length ||
    tours.statusMask ||
    tours.ageBadge !== -1 ||
    filters.priceFrom !== undefined ||
    filters.priceTo !== undefined ||
    tours.discounted ||
    tours.promoted !== null,
  )
  return { tours, filtersTours }
}

/** The filter set as two predicates: over travels and over departures. */
export function compileCriteria(snapshot: CatalogSnapshot, filters: CatalogFilters, context: SearchContext): Criteria {
  const { tours, filtersTours } = compileTourCriteria(snapshot, filters, context)
  const travelIds = idSet(filters.travelId)
  const continentIds = idSet(filters.continentId)
  const destinationIds = idSet(filters.destinationId)
  const badgeIds = idSet(filters.badgeId)
  const durations = filters.durations?.length ? durationMatcher(filters.durations) : null
  const travelMatches = (travel: TravelRecord) =>
    (travelIds === null || travelIds.has(travel.id)) &&
    (context.textMatches === null || context.textMatches.has(travel.id)) &&
    (durations === null || durations(travel.numberOfDays)) &&
    travel.numberOfDays >= (filters.durationFrom ?? 0) &&
    travel.numberOfDays <= (filters.durationTo ?? Number.POSITIVE_INFINITY) &&
    (!filters.isNoSharingRoomAvailable || travel.isNoSharingRoomAvailable) &&
    anyOf(filters.travelStyles, (code) => travel.travelStyle === code) &&
    anyOf(filters.travelTypes, (code) => travel.travelType === code) &&
    anyOf(filters.costCenters, (code) => travel.costCenter === code) &&
    (badgeIds === null || travel.badgeIds.some((id) => badgeIds.has(id))) &&
    (continentIds === null || travel.continentIds.some((id) => continentIds.has(id))) &&
    (destinationIds === null || travel.destinationIds.some((id) => destinationIds.has(id)))
  return { travelMatches, tours, needsTour: Boolean(filters.hasTours) || filtersTours }
}
