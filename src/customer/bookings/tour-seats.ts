import type { TourStatus } from '@/features/catalog/statuses'
import type { BookingStatus } from './booking-rules'

export type TourSeats = { status: TourStatus; freeSeats: number; seatsToConfirm: number; maxGroupSize: number }

/** A departure still waiting for this many bookings or fewer is almost confirmed (as the catalog shows them). */
export const ALMOST_CONFIRMED_SEATS_TO_CONFIRM = 2

/** A confirmed departure with this many free seats or fewer is almost full. */
export const ALMOST_FULL_FREE_SEATS = 3

/** Seats a booking holds: a pending or a confirmed one, its travellers; a cancelled one, none. */
export const seatsHeld = (status: BookingStatus, travellers: number): number => (status === 'cancelled' ? 0 : travellers)

/**
 * The departure once `taken` more seats are held (negative: freed). Free seats move with them,
 * within the group's places. A departure not yet confirmed also counts down the bookings it
 * needs, and is confirmed when none is left; a confirmed one stays confirmed when a booking is
 * cancelled (its travellers were told it goes ahead). The status follows the seats: none free is
 * sold out, a few is almost full; an "on request" departure (waiting list) keeps its status, which
 * customer care sets.
 */
export function tourAfterSeats(tour: TourSeats, taken: number): TourSeats {
  const freeSeats = Math.min(tour.maxGroupSize, Math.max(0, tour.freeSeats - taken))
  const seatsToConfirm = tour.seatsToConfirm === 0 ? 0 : Math.max(0, tour.seatsToConfirm - taken)
  return { ...tour, freeSeats, seatsToConfirm, status: tour.status === 'WAITING_LIST' ? tour.status : statusOf(freeSeats, seatsToConfirm) }
}

function statusOf(freeSeats: number, seatsToConfirm: number): TourStatus {
  if (freeSeats === 0) return 'SOLD_OUT'
  if (seatsToConfirm > 0) return seatsToConfirm <= ALMOST_CONFIRMED_SEATS_TO_CONFIRM ? 'ALMOST_CONFIRMED' : 'PLANNED'
  return freeSeats <= ALMOST_FULL_FREE_SEATS ? 'ALMOST_FULL' : 'CONFIRMED'
}
