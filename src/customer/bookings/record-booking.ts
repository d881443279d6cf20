import type { Payload, PayloadRequest } from 'payload'
import { inTransaction } from '@/lib/cms/in-transaction'
import { ApiError } from '@/lib/http/api-error'
import type { Booking, Customer } from '@/payload-types'
import type { BookingInput } from './booking-body'
import { decideBookingWrite, type StoredBooking } from './booking-decision'

const relationId = (value: number | { id: number } | null | undefined) => (typeof value === 'object' ? (value?.id ?? 0) : (value ?? 0))

async function bookingByReference(payload: Payload, reference: string): Promise<Booking | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { reference: { equals: reference } },
    overrideAccess: true,
    depth: 1,
    limit: 1,
  })
  return docs[0] ?? null
}

/** A stored booking in the terms of the bookings system's body, to compare with a new one. */
function stored(booking: Booking): StoredBooking {
  return {
    systemId: relationId(booking.system),
    customer: { email: typeof booking.customer === 'object' ? booking.customer.email : '' },
    tourId: relationId(booking.tour),
    status: booking.status,
    travellers: (booking.travellers ?? []).map((entry) => ({
      gender: entry.gender,
      birthYear: entry.birthYear ?? null,
      firstTrip: Boolean(entry.firstTrip),
      tripsDone: entry.tripsDone,
    })),
  }
}

/** The customer of this e-mail, created in the booking's transaction when unknown (no consent given: the bookings system is not the site). */
export async function customerFor(payload: Payload, req: PayloadRequest, email: string): Promise<Customer> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    req,
  })
  return docs[0] ?? payload.create({ collection: 'customers', data: { email }, overrideAccess: true, depth: 0, req })
}

export type RecordedBooking = { booking: Booking; created: boolean }

/**
 * Writes what a bookings system says about one booking, idempotent by reference (see
 * `decideBookingWrite`). The customer it may create and the booking are written in one
 * transaction: a failure leaves neither. Two calls for one new reference at once: the second
 * meets the first's booking and answers as a repeat would.
 */
export async function recordBooking(payload: Payload, systemId: number, reference: string, input: BookingInput): Promise<RecordedBooking> {
  for (let attempt = 1; ; attempt++) {
    const existing = await bookingByReference(payload, reference)
    const decision = decideBookingWrite(existing && stored(existing), systemId, input)
    if (decision === 'conflict') throw new ApiError('FORBIDDEN', 'This booking reference belongs to another bookings system.')
    if (decision === 'unchanged') return { booking: existing!, created: false }
    const tour = await payload.findByID({ collection: 'tours', id: input.tourId, overrideAccess: true, depth: 0, disableErrors: true })
    if (!tour) throw new ApiError('NOT_FOUND', 'There is no tour with this id.', { issues: [{ path: 'tourId', message: 'Unknown tour.' }] })

    try {
      return await inTransaction(payload, async (req) => {
        const customer = await customerFor(payload, req, input.customer.email)
        const data = {
          reference,
          source: 'system' as const,
          system: systemId,
          customer: customer.id,
          tour: tour.id,
          status: input.status,
          travellers: input.travellers,
        }
        const booking = existing
          ? await payload.update({ collection: 'bookings', id: existing.id, data, overrideAccess: true, depth: 1, req })
          : await payload.create({ collection: 'bookings', data, overrideAccess: true, depth: 1, req })
        return { booking, created: !existing }
      })
    } catch (error) {
      // A concurrent call wrote the same reference or customer first: decide again against it.
      if (attempt < 2) continue
      throw error
    }
  }
}
