import { GROUP_MINIMUM_TO_CONFIRM } from '../../src/features/catalog/travel-terms'
import type { TourStatus } from '../../src/features/catalog/statuses'
import { tourPrices } from './pricing'
import { THEMES } from './themes'
import type { Random } from './random'
import type { GeneratedTour, GeneratedTravel } from './types'

/** Departures are spread over this many days from the anchor (18 months). */
export const DEPARTURE_WINDOW_DAYS = 540
const DAY_MS = 86_400_000

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** A departure this close is settled: it has gone ahead (confirmed, almost full or sold out), never still waiting for travellers. */
const SETTLED_DAYS = 7

/** More departures confirmed or almost full close to the date, SOLD_OUT rare. */
function statusFor(random: Random, daysAhead: number): TourStatus {
  if (daysAhead < SETTLED_DAYS)
    return random.weighted([
      ['CONFIRMED', 45],
      ['ALMOST_FULL', 40],
      ['SOLD_OUT', 15],
    ] as const)
  if (daysAhead < 30)
    return random.weighted([
      ['CONFIRMED', 35],
      ['ALMOST_FULL', 30],
      ['ALMOST_CONFIRMED', 12],
      ['WAITING_LIST', 10],
      ['SOLD_OUT', 8],
      ['PLANNED', 5],
    ] as const)
  if (daysAhead < 90)
    return random.weighted([
      ['CONFIRMED', 30],
      ['PLANNED', 25],
      ['ALMOST_CONFIRMED', 22],
      ['ALMOST_FULL', 15],
      ['WAITING_LIST', 5],
      ['SOLD_OUT', 3],
    ] as const)
  return random.weighted([
    ['PLANNED', 60],
    ['ALMOST_CONFIRMED', 24],
    ['CONFIRMED', 10],
    ['ALMOST_FULL', 3],
    ['WAITING_LIST', 2],
    ['SOLD_OUT', 1],
  ] as const)
}

/** Seats as the group rule has them: the departure needs its minimum booked to confirm, then fills up to its maximum. */
function seats(random: Random, status: TourStatus, maxGroupSize: number): Pick<GeneratedTour, 'freeSeats' | 'seatsToConfirm'> {
  const booked = (count: number) => ({ seatsToConfirm: Math.max(0, GROUP_MINIMUM_TO_CONFIRM - count), freeSeats: maxGroupSize - count })
  switch (status) {
    case 'PLANNED':
      return booked(random.int(0, 3))
    case 'ALMOST_CONFIRMED':
      return booked(GROUP_MINIMUM_TO_CONFIRM - random.int(1, 2))
    case 'CONFIRMED':
      return booked(random.int(GROUP_MINIMUM_TO_CONFIRM, maxGroupSize - 4))
    case 'ALMOST_FULL':
      return { seatsToConfirm: 0, freeSeats: random.int(1, 3) }
    default:
      return { seatsToConfirm: 0, freeSeats: 0 }
  }
}

/** The day a weekend of `days` days starts so that it ends on a Sunday: Saturday, Friday or Thursday, on or after `dayOffset`. */
function weekendStart(anchor: Date, dayOffset: number, days: number): number {
  const weekday = (anchor.getUTCDay() + dayOffset) % 7
  const wanted = (7 - (days - 1)) % 7
  return dayOffset + ((wanted - weekday + 7) % 7)
}

/**
 * About `count` departures over the travels, from the anchor day on: each travel gets a share
 * around the average (a few none at all), on dates spread across the window (weekends end on a Sunday).
 */
export function generateTours(
  random: Random,
  count: number,
  anchor: Date,
  travels: GeneratedTravel[],
  alpha3: (travel: GeneratedTravel) => string,
  cost: (travel: GeneratedTravel) => number,
): GeneratedTour[] {
  const tours: GeneratedTour[] = []
  // Scaled up for the travels left without departures and for departures that fall on the same day.
  const average = (count / Math.max(travels.length, 1)) * 1.05
  for (const travel of travels) {
    if (!travel.departures) continue
    const share = Math.max(1, Math.round(average * (0.4 + random.next() * 1.2)))
    const days = new Set<number>()
    const weekend = THEMES[travel.theme].type === 'weekend'
    for (let n = 0; n < share; n++) {
      const day = random.int(0, DEPARTURE_WINDOW_DAYS - 1)
      days.add(weekend ? weekendStart(anchor, day, travel.numberOfDays) : day)
    }
    const sorted = [...days].sort((a, b) => a - b)
    const maxGroupSize = travel.maxGroupSize
    for (const dayOffset of sorted) {
      const start = anchor.getTime() + dayOffset * DAY_MS
      const status = statusFor(random, dayOffset)
      const startingDate = isoDay(start)
      const id = tours.length + 1
      tours.push({
        id,
        code: `${alpha3(travel)}${startingDate.slice(2).replace(/-/g, '')}-${id}`,
        travelId: travel.id,
        startingDate,
        endingDate: isoDay(start + (travel.numberOfDays - 1) * DAY_MS),
        status,
        maxGroupSize,
        ...seats(random, status, maxGroupSize),
        ageBadge: travel.ageBadge,
        position: 0,
        prices: tourPrices(random, travel.numberOfDays, cost(travel), new Date(start).getUTCMonth()),
      })
    }
  }
  return tours
}
