import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { clientAddress } from '@/lib/http/client-address'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { bookingBody, bookingReference } from './booking-body'
import { BOOKING_REQUEST_MAX_BODY_BYTES, bookingRequestBody } from './booking-request-body'
import { BOOKING_STATUSES, TRAVELLER_GENDERS } from './booking-rules'
import { authenticatedSystem } from './booking-systems'
import { BOOKINGS_LIMITS } from './bookings-limits'
import { presentBooking } from './present-booking'
import { recordBooking } from './record-booking'
import { requestBooking } from './request-booking'

/** The `{reference}` of `/api/v1/bookings/{reference}`, checked. */
function pathReference(request: NextRequest): string {
  const segment = request.nextUrl.pathname.split('/').at(-1) ?? ''
  let reference = ''
  try {
    reference = decodeURIComponent(segment)
  } catch {
    // Malformed escapes are refused below like any other bad reference.
  }
  const parsed = bookingReference.safeParse(reference)
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'reference', message: parsed.error.issues[0]!.message }],
    })
  return parsed.data
}

/** A bookings system's booking as it has it now: 201 the first time, 200 on every repeat (nothing written) or change. */
async function putBooking(request: NextRequest) {
  const limiter = rateLimiter()
  await enforce(limiter, BOOKINGS_LIMITS.callsPerAddress, clientAddress(request))
  const payload = await cms()
  const system = await authenticatedSystem(payload, request.headers.get('authorization'))
  await enforce(limiter, BOOKINGS_LIMITS.writesPerSystem, String(system.id))
  const reference = pathReference(request)
  const body = await readJson(request, bookingBody)
  const { booking, created } = await recordBooking(payload, system.id, reference, body)
  return NextResponse.json({ data: presentBooking(booking) }, { status: created ? 201 : 200 })
}

/** The site's own booking request: 201 with the pending booking (a count of travellers: the names stay with us). */
async function postBookingRequest(request: NextRequest) {
  const limiter = rateLimiter()
  await enforce(limiter, BOOKINGS_LIMITS.requestsPerAddress, clientAddress(request))
  const body = await readJson(request, bookingRequestBody)
  const edition = await requestEdition(request)
  const customer = await requestCustomer(request)
  await enforce(limiter, BOOKINGS_LIMITS.requestsPerCustomer, String(customer.id))
  const booking = await requestBooking(await cms(), { customerId: customer.id, edition: edition.code, request: body })
  const { reference, status, tourId, travellers, createdAt } = presentBooking(booking)
  return NextResponse.json({ data: { reference, status, tourId, travellers: travellers.length, createdAt } }, { status: 201 })
}

const systemBooking = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  tourId: z.number(),
  customerId: z.number(),
  travellers: z.array(
    z.object({ gender: z.enum(TRAVELLER_GENDERS), birthYear: z.number().nullable(), firstTrip: z.boolean(), tripsDone: z.number() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** Bookings: the site's own requests, and the bookings systems' records of theirs. */
export const BOOKING_API = siteCalls(
  {
    method: 'POST',
    path: '/bookings',
    summary:
      "The site's own booking request (signed in): a `pending` booking of source `site` under a new reference (`WF-` and 10 characters) holding the departure's seats, and a mail to the customer in the edition's language; 201.",
    query: editionQuery,
    body: bookingRequestBody,
    maxBodyBytes: BOOKING_REQUEST_MAX_BODY_BYTES,
    answer: z.object({
      reference: z.string(),
      status: z.literal('pending'),
      tourId: z.number(),
      travellers: z.number().describe('how many'),
      createdAt: z.string(),
    }),
    errors: [
      ...SIGNED_IN_ERRORS,
      [404, 'NOT_FOUND', 'an unknown or unpublished tour'],
      [409, 'TOUR_DEPARTED', 'the departure has left'],
      [409, 'TOUR_SOLD_OUT', 'no seat is left'],
      [409, 'TOUR_NOT_BOOKABLE', 'the departure is on request (customer care)'],
      [409, 'NOT_ENOUGH_SEATS', 'fewer seats than travellers; `extra.freeSeats`'],
      [409, 'ALREADY_BOOKED', 'the customer holds a pending or confirmed booking of that departure'],
      [429, 'RATE_LIMITED', 'past 10 requests an hour per customer or 30 in 10 minutes per client address'],
    ],
    handler: postBookingRequest,
  },
  {
    method: 'PUT',
    path: '/bookings/{reference}',
    summary:
      "A bookings system's call (`Authorization: Bearer {key}`; `{reference}` 1-64 of `A-Z a-z 0-9 . _ -`): the booking as the system has it now; 201 the first time, 200 for a repeat (nothing written) or a change (written).",
    body: bookingBody,
    answer: systemBooking,
    errors: [
      [401, 'UNAUTHORIZED', 'no key, or an unknown one'],
      [403, 'FORBIDDEN', 'a revoked key, or a reference another system owns'],
      [404, 'NOT_FOUND', 'an unknown `tourId`'],
      [429, 'RATE_LIMITED', 'past 300 calls a minute per system'],
    ],
    handler: putBooking,
  },
)
