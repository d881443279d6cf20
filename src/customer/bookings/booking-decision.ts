import type { BookingInput } from './booking-body'

/** A booking as stored, in the terms of the bookings system's body. */
export type StoredBooking = BookingInput & { systemId: number }

/**
 * What a `PUT` of a reference does: create it the first time; nothing when the same body comes
 * again (a retried call); update it when the body changed (a cancellation, a traveller more);
 * refuse it when another bookings system owns the reference.
 */
export type BookingWrite = 'create' | 'unchanged' | 'update' | 'conflict'

const sameTravellers = (a: BookingInput['travellers'], b: BookingInput['travellers']) =>
  a.length === b.length &&
  a.every(
    (left, index) =>
      left.gender === b[index]!.gender &&
      left.birthYear === b[index]!.birthYear &&
      left.firstTrip === b[index]!.firstTrip &&
      left.tripsDone === b[index]!.tripsDone,
  )

export function decideBookingWrite(existing: StoredBooking | null, systemId: number, incoming: BookingInput): BookingWrite {
  if (!existing) return 'create'
  if (existing.systemId !== systemId) return 'conflict'
  const same =
    existing.customer.email === incoming.customer.email &&
    existing.tourId === incoming.tourId &&
    existing.status === incoming.status &&
    sameTravellers(existing.travellers, incoming.travellers)
  return same ? 'unchanged' : 'update'
}
