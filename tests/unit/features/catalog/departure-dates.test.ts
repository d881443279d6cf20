import { describe, expect, it } from 'vitest'
import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'
import { filterSchema, type CatalogFilterInput } from '@/features/catalog/filter-schema'
import { dayNumber } from '@/features/catalog/search/load-snapshot'
import type { SearchContext } from '@/features/catalog/search/criteria'
import { searchTours } from '@/features/catalog/search/search-tours'
import { searchTravels } from '@/features/catalog/search/search-travels'
import type { CatalogSnapshot, TourColumns, TravelRecord } from '@/features/catalog/search/snapshot'
import { buildTourOrders, buildTravelOrders } from '@/features/catalog/search/tour-orders'

const day = (isoDay: string) => dayNumber(new Date(`${isoDay}T00:00:00Z`))

/** Two travels and their departures' first days, in date order within each travel. */
const DEPARTURES: ReadonlyArray<readonly string[]> = [
  ['2027-01-10', '2027-05-31', '2027-06-01', '2027-06-30', '2027-07-01'],
  ['2027-08-15', '2027-09-02', '2027-12-24'],
]

function snapshotOf(departures: ReadonlyArray<readonly string[]>): CatalogSnapshot {
  const starts = departures.flat()
  const count = starts.length
  const perCurrency = (value: number) =>
    Object.fromEntries(CURRENCY_CODES.map((code) => [code, new Int32Array(count).fill(value)])) as Record<CurrencyCode, Int32Array>
  const tours: TourColumns = {
    count,
    id: Int32Array.from(starts, (_, index) => index + 1),
    code: starts.map((_, index) => `T${index + 1}`),
    travel: Int32Array.from(departures.flatMap((days, travel) => days.map(() => travel))),
    startDay: Int32Array.from(starts, day),
    endDay: Int32Array.from(starts, (start) => day(start) + 7),
    status: new Uint8Array(count),
    freeSeats: new Int32Array(count).fill(10),
    seatsToConfirm: new Int32Array(count),
    maxGroupSize: new Int32Array(count).fill(12),
    ageBadge: new Int8Array(count).fill(-1),
    position: new Int32Array(count),
    bookable: new Uint8Array(count).fill(1),
    basePrice: perCurrency(100_000),
    price: perCurrency(100_000),
    discount: perCurrency(0),
  }
  let firstTour = 0
  const travels: TravelRecord[] = departures.map((days, index) => {
    const travel: TravelRecord = {
      id: index + 1,
      numberOfDays: 8,
      relevance: 0,
      isNoSharingRoomAvailable: false,
      ageBadge: null,
      travelStyle: null,
      travelType: null,
      costCenter: null,
      coordinatorId: null,
      badgeIds: [],
      destinationIds: [],
      continentIds: [],
      moods: [],
      titles: {},
      slugs: {},
      thumbnail: { mobile: null, desktop: null },
      promo: null,
      firstTour,
      endTour: firstTour + days.length,
    }
    firstTour += days.length
    return travel
  })
  return {
    builtAt: 0,
    travels,
    travelIndex: new Map(travels.map((travel, index) => [travel.id, index])),
    tours,
    tourOrders: buildTourOrders(tours, travels),
    travelOrders: buildTravelOrders(travels),
    destinations: new Map(),
    continents: new Map(),
    badges: new Map(),
    travelStyles: new Map(),
    travelTypes: new Map(),
    costCenters: new Map(),
  }
}

const snapshot = snapshotOf(DEPARTURES)
const context: SearchContext = { today: day('2027-02-01'), currency: 'EUR', textMatches: null }
const startsOf = (filters: CatalogFilterInput) => {
  const { tours } = searchTours(snapshot, filterSchema.parse(filters), context, 0, Number.POSITIVE_INFINITY)
  return tours.map((tour) => new Date(snapshot.tours.startDay[tour]! * 86_400_000).toISOString().slice(0, 10))
}

describe('departures in ranges of days (dateRanges)', () => {
  it('are those starting in any of the ranges, first and last day included, never before today', () => {
    expect(startsOf({ dateRanges: ['2027-06-01..2027-06-30', '2027-08-01..2027-08-31'] })).toEqual([
      '2027-06-01',
      '2027-06-30',
      '2027-08-15',
    ])
    expect(startsOf({ dateRanges: ['2027-01-01..2027-01-31', '2027-12-21..2028-03-19'] })).toEqual(['2027-12-24'])
    expect(startsOf({ dateRanges: ['2027-10-01..2027-10-31'] })).toEqual([])
  })

  it('give the same departures whatever their order, overlaps and repeats', () => {
    const union = startsOf({ dateRanges: ['2027-05-31..2027-07-01', '2027-09-01..2027-09-30'] })
    expect(
      startsOf({ dateRanges: ['2027-09-01..2027-09-30', '2027-06-21..2027-07-01', '2027-05-31..2027-06-30', '2027-06-01..2027-06-01'] }),
    ).toEqual(union)
    expect(union).toEqual(['2027-05-31', '2027-06-01', '2027-06-30', '2027-07-01', '2027-09-02'])
  })

  it('also keep within dateFrom and dateTo, and each widen by daysSpan on both sides', () => {
    const ranges = ['2027-06-01..2027-06-30', '2027-08-01..2027-08-31']
    expect(startsOf({ dateRanges: ranges, dateFrom: '2027-06-15', dateTo: '2027-08-20' })).toEqual(['2027-06-30', '2027-08-15'])
    expect(startsOf({ dateRanges: ranges, daysSpan: 2 })).toEqual([
      '2027-05-31',
      '2027-06-01',
      '2027-06-30',
      '2027-07-01',
      '2027-08-15',
      '2027-09-02',
    ])
    expect(startsOf({ dateRanges: ['2027-06-02..2027-06-29'], daysSpan: 1 })).toEqual(['2027-06-01', '2027-06-30'])
  })

  it('list only the travels with such a departure, their best one among them', () => {
    const filters = filterSchema.parse({ dateRanges: ['2027-08-01..2027-08-31', '2027-12-01..2027-12-31'] })
    const { count, slice } = searchTravels(snapshot, filters, context)
    expect(count).toBe(1)
    const [hit] = slice(0, 10)
    expect(snapshot.travels[hit!.travel]!.id).toBe(2)
    expect(hit!.matchingTours).toBe(2)
    expect(snapshot.tours.startDay[hit!.bestTour!]).toBe(day('2027-08-15'))
    expect(searchTravels(snapshot, filterSchema.parse({}), context).count).toBe(2)
  })
})
