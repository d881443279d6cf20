import { NextResponse, type NextRequest } from 'next/server'
import { bookingBody, bookingReference } from '@/features/bookings/booking-body'
import { authenticatedSystem } from '@/features/bookings/booking-systems'
import { bookingRequestBody } from '@/features/bookings/booking-request-body'
import { BOOKINGS_LIMITS } from '@/features/bookings/bookings-limits'
import { presentBooking } from '@/features/bookings/present-booking'
import { recordBooking } from '@/features/bookings/record-booking'
import { requestBooking } from '@/features/bookings/request-booking'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { requestCustomer } from './account-calls'
import { clientAddress } from '@/lib/http/client-address'
import { requestEdition } from './request-edition'

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

/**
 * `PUT /bookings/{reference}` (`Authorization: Bearer <key>` of a bookings system): the booking
 * as the system has it now. 201 with it the first time, 200 with it on every repeat or change.
 */
export async function putBooking(request: NextRequest) {
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

/**
 * `POST /bookings` (`?edition=`, signed in): the site's own booking request, `{ tourId,
 * travellers: [{ name, gender, birthYear }], privacy: true }`. 201 with the pending booking
 * `{ reference, status, tourId, travellers, createdAt }` (a count: the names stay with us); 409
 * with the reason's key when the departure cannot take it.
 */
export async function postBookingRequest(request: NextRequest) {
  const limiter = rateLimiter()
  await enforce(limiter, BOOKINGS_LIMITS.requestsPerAddress, clientAddress(request))
  const body = await readJson(request, bookingRequestBody)
  const edition = requestEdition(request)
  const customer = await requestCustomer(request)
  await enforce(limiter, BOOKINGS_LIMITS.requestsPerCustomer, String(customer.id))
  const booking = await requestBooking(await cms(), { customerId: customer.id, edition, request: body })
  const { reference, status, tourId, travellers, createdAt } = presentBooking(booking)
  return NextResponse.json({ data: { reference, status, tourId, travellers: travellers.length, createdAt } }, { status: 201 })
}
