import { NextResponse, type NextRequest } from 'next/server'
import { bookingBody, bookingReference } from '@/features/bookings/booking-body'
import { authenticatedSystem } from '@/features/bookings/booking-systems'
import { BOOKINGS_LIMITS } from '@/features/bookings/bookings-limits'
import { presentBooking } from '@/features/bookings/present-booking'
import { recordBooking } from '@/features/bookings/record-booking'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { clientAddress } from './client-address'

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
