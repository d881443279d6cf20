import { isBookable } from '@/features/catalog/tour-rules'
import type { TourSeats } from './tour-seats'

/** Why the site refuses a booking request, as the call's error key. */
export type BookingRefusal = 'TOUR_DEPARTED' | 'ALREADY_BOOKED' | 'TOUR_SOLD_OUT' | 'TOUR_NOT_BOOKABLE' | 'NOT_ENOUGH_SEATS'

export type AdmissionInput = {
  tour: TourSeats & { startingDate: string }
  /** Today as `YYYY-MM-DD`: a departure that started before today has left. */
  today: string
  travellers: number
  /** The customer already holds a booking (pending or confirmed) on this departure. */
  alreadyBooked: boolean
}

/**
 * Whether the site takes a booking request, and why not: a departure that has left, a second
 * booking of one customer on one departure (they change the one they have with customer care), a
 * departure with no free seat, one that cannot be booked online (on request), more travellers
 * than seats left.
 */
export function bookingRefusal({ tour, today, travellers, alreadyBooked }: AdmissionInput): BookingRefusal | null {
  if (tour.startingDate.slice(0, 10) < today) return 'TOUR_DEPARTED'
  if (alreadyBooked) return 'ALREADY_BOOKED'
  if (tour.status === 'SOLD_OUT' || tour.freeSeats === 0) return 'TOUR_SOLD_OUT'
  if (!isBookable(tour)) return 'TOUR_NOT_BOOKABLE'
  if (travellers > tour.freeSeats) return 'NOT_ENOUGH_SEATS'
  return null
}

/** Travellers the form offers: 1 to the seats left, within a booking's limit. */
export const travellersOffered = (freeSeats: number, limit: number): number => Math.max(0, Math.min(freeSeats, limit))
