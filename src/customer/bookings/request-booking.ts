import type { Payload, PayloadRequest } from 'payload'
import type { EditionCode } from '@/editions/editions'
import { inTransaction } from '@/lib/cms/in-transaction'
import { lockRow } from '@/lib/database/lock-row'
import { ApiError } from '@/lib/http/api-error'
import type { Booking } from '@/payload-types'
import { bookingRefusal, type BookingRefusal } from './booking-admission'
import type { BookingRequest } from './booking-request-body'
import { sendBookingMail } from './booking-mail'
import { newSiteReference } from './site-reference'

const REFUSALS: Record<BookingRefusal, string> = {
  TOUR_DEPARTED: 'This departure has already left.',
  ALREADY_BOOKED: 'You have already booked this departure: write to us to change your booking.',
  TOUR_SOLD_OUT: 'This departure is sold out.',
  TOUR_NOT_BOOKABLE: 'This departure is booked through customer care only.',
  NOT_ENOUGH_SEATS: 'There are not so many seats left on this departure.',
}

const today = () => new Date().toISOString().slice(0, 10)

/** The trips a customer has done with us: their confirmed bookings of departures already left. */
async function tripsDone(payload: Payload, req: PayloadRequest, customerId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { customer: { equals: customerId }, status: { equals: 'confirmed' }, 'tour.startingDate': { less_than: today() } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

async function alreadyBooked(payload: Payload, req: PayloadRequest, customerId: number, tourId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { customer: { equals: customerId }, tour: { equals: tourId }, status: { not_equals: 'cancelled' } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Takes a signed-in customer's booking request: in one transaction, with the departure's row
 * locked (two requests for its last seats decide one after the other), it checks the departure
 * (published, not left, not sold out, bookable online, enough seats) and that the customer holds
 * no booking on it yet, then writes a pending booking under a new reference; the booking's save
 * holds the seats (`moveTourSeats`). A refusal or any failure leaves nothing written. The
 * customer is then mailed that the request was received; a mail that fails is logged and the
 * booking stands (its confirmation comes from our staff anyway).
 */
export async function requestBooking(
  payload: Payload,
  { customerId, edition, request }: { customerId: number; edition: EditionCode; request: BookingRequest },
): Promise<Booking> {
  const booking = await inTransaction(payload, async (req) => {
    await lockRow(req, 'tours', request.tourId)
    // The visitor's view of the catalog: a departure of an unpublished travel does not exist.
    const tour = await payload.findByID({
      collection: 'tours',
      id: request.tourId,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      req,
    })
    if (!tour)
      throw new ApiError('NOT_FOUND', 'There is no departure with this id.', { issues: [{ path: 'tourId', message: 'Unknown tour.' }] })
    const refusal = bookingRefusal({
      tour,
      today: today(),
      travellers: request.travellers.length,
      alreadyBooked: await alreadyBooked(payload, req, customerId, tour.id),
    })
    if (refusal) throw new ApiError(refusal, REFUSALS[refusal], { freeSeats: tour.freeSeats }, 409)
    const done = await tripsDone(payload, req, customerId)
    // Only the customer's own trips are known; the friends they book for count as first trips.
    const travellers = request.travellers.map((traveller, index) => {
      const trips = index === 0 ? done : 0
      return { ...traveller, firstTrip: trips === 0, tripsDone: trips }
    })
    return payload.create({
      collection: 'bookings',
      data: { reference: newSiteReference(), source: 'site', customer: customerId, tour: tour.id, status: 'pending', edition, travellers },
      overrideAccess: true,
      depth: 0,
      req,
    })
  })
  await sendBookingMail(payload, booking, 'requested').catch((error: unknown) =>
    payload.logger.error({ err: error, reference: booking.reference }, 'The booking request’s mail could not be sent.'),
  )
  return booking
}
