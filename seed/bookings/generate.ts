import type { BookingStatus, TravellerGender } from '../../src/customer/bookings/booking-rules'
import type { TourStatus } from '../../src/features/catalog/statuses'
import { Random } from '../catalog/random'

/** Departures within this many months from today get bookings: further ones are still open. */
export const BOOKED_MONTHS = 6

/** The seeded customers the bookings are spread over. */
export const SEED_CUSTOMERS = 400

export type SeedTour = { id: number; startingDate: Date; status: TourStatus; maxGroupSize: number; freeSeats: number }

export type SeedTraveller = { gender: TravellerGender; birthYear: number | null; firstTrip: boolean; tripsDone: number }

export type SeedBooking = { reference: string; tourId: number; customer: number; status: BookingStatus; travellers: SeedTraveller[] }

export const seedCustomerEmail = (index: number) => `traveller.${String(index + 1).padStart(4, '0')}@example.com`

/** Travellers a departure holds: its seats taken, a full one at or next to its size. */
function travellersBooked(random: Random, tour: SeedTour): number {
  if (tour.status === 'SOLD_OUT' || tour.status === 'WAITING_LIST') return tour.maxGroupSize - random.int(0, 1)
  return Math.min(tour.maxGroupSize, Math.max(0, tour.maxGroupSize - tour.freeSeats))
}

function traveller(random: Random, year: number): SeedTraveller {
  const firstTrip = random.chance(0.45)
  return {
    gender: random.weighted([
      ['female', 55],
      ['male', 40],
      ['other', 2],
      ['undisclosed', 3],
    ] as const),
    // Mostly 25 to 49, as the travellers are.
    birthYear: random.chance(0.1)
      ? null
      : year -
        random.weighted([
          [random.int(21, 24), 1],
          [random.int(25, 35), 6],
          [random.int(36, 49), 4],
        ] as const),
    firstTrip,
    tripsDone: firstTrip
      ? 0
      : random.weighted([
          [random.int(1, 2), 6],
          [random.int(3, 5), 3],
          [random.int(6, 15), 1],
        ] as const),
  }
}

/**
 * Bookings for the departures of the coming months, the same on every run for the same tours:
 * each departure's taken seats split into bookings of one to three travellers (most pay, some
 * are pending), and now and then a cancelled one that no longer counts.
 */
export function generateBookings(tours: SeedTour[], today: Date, seed = 20_261_125): SeedBooking[] {
  const bookings: SeedBooking[] = []
  const year = today.getUTCFullYear()
  for (const tour of tours) {
    const random = new Random(seed ^ Math.imul(tour.id, 0x9e3779b1))
    let left = travellersBooked(random, tour)
    const add = (size: number, status: BookingStatus) =>
      bookings.push({
        reference: `SEED-${tour.id}-${bookings.length + 1}`,
        tourId: tour.id,
        customer: random.int(0, SEED_CUSTOMERS - 1),
        status,
        travellers: Array.from({ length: size }, () => traveller(random, year)),
      })
    while (left > 0) {
      const size = Math.min(
        left,
        random.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const),
      )
      add(size, random.chance(0.15) ? 'pending' : 'confirmed')
      left -= size
    }
    if (random.chance(0.1)) add(random.int(1, 2), 'cancelled')
  }
  return bookings
}
