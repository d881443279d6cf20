import { AGE_BADGES } from '../../src/features/catalog/constants'
import type { TourStatus } from '../../src/features/catalog/statuses'
import { tourPrices } from './pricing'
import type { Random } from './random'
import type { GeneratedTour, GeneratedTravel } from './types'

/** Departures are spread over this many days from the anchor (18 months). */
export const DEPARTURE_WINDOW_DAYS = 540
const DAY_MS = 86_400_000

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** More departures confirmed or almost full close to the date, SOLD_OUT rare. */
function statusFor(random: Random, daysAhead: number): TourStatus {
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

function seats(random: Random, status: TourStatus, maxGroupSize: number): Pick<GeneratedTour, 'freeSeats' | 'seatsToConfirm'> {
  switch (status) {
    case 'PLANNED':
      return { seatsToConfirm: random.int(3, 8), freeSeats: maxGroupSize - random.int(0, 3) }
    case 'ALMOST_CONFIRMED':
      return { seatsToConfirm: random.int(1, 2), freeSeats: maxGroupSize - random.int(4, 7) }
    case 'CONFIRMED':
      return { seatsToConfirm: 0, freeSeats: random.int(4, maxGroupSize - 6) }
    case 'ALMOST_FULL':
      return { seatsToConfirm: 0, freeSeats: random.int(1, 3) }
    default:
      return { seatsToConfirm: 0, freeSeats: 0 }
  }
}

/**
 * About `count` departures over the travels, from the anchor day on: each travel gets a share
 * around the average (a few none at all), on dates spread across the window.
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
    if (random.chance(0.03)) continue
    const share = Math.max(1, Math.round(average * (0.4 + random.next() * 1.2)))
    const days = new Set<number>()
    for (let n = 0; n < share; n++) days.add(random.int(0, DEPARTURE_WINDOW_DAYS - 1))
    const sorted = [...days].sort((a, b) => a - b)
    const maxGroupSize = random.pick([12, 14, 15, 16, 18, 20])
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
        ageBadge: travel.ageBadge ?? (random.chance(0.7) ? AGE_BADGES[0] : AGE_BADGES[1]),
        position: 0,
        prices: tourPrices(random, travel.numberOfDays, cost(travel), new Date(start).getUTCMonth()),
      })
    }
  }
  return tours
}
