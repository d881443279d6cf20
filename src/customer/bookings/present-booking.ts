import type { Booking } from '@/payload-types'

/** A booking as the endpoint answers it to its bookings system: ids and counts, no one's e-mail. */
export function presentBooking(booking: Booking) {
  const id = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)
  return {
    reference: booking.reference,
    status: booking.status,
    tourId: id(booking.tour),
    customerId: id(booking.customer),
    travellers: (booking.travellers ?? []).map(({ gender, birthYear, firstTrip, tripsDone }) => ({
      gender,
      birthYear: birthYear ?? null,
      firstTrip: Boolean(firstTrip),
      tripsDone,
    })),
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
  }
}
