import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import { requestCustomer, requestToken, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { tokenCustomerId } from '@/customer/accounts/customer-session'
import { requireEventsArea } from '@/features/events/events-area'
import { EVENT_STATUSES } from '@/features/events/event-status'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { clientAddress } from '@/lib/http/client-address'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { joinEvent, leaveEvent, placeState } from './event-places'
import { EVENT_PLACE_LIMITS } from './place-limits'
import { EVENT_PLACE_STATUSES } from './place-rules'

/** The `{id}` of `/api/v1/events/{id}/place`, checked. */
function pathEventId(request: NextRequest): number {
  const segment = request.nextUrl.pathname.split('/').at(-2) ?? ''
  if (!/^[1-9]\d{0,9}$/.test(segment) || Number(segment) > 2_147_483_647)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', { issues: [{ path: 'id', message: 'An event id.' }] })
  return Number(segment)
}

const placeAnswer = z.object({
  eventId: z.number(),
  status: z.enum(EVENT_STATUSES),
  spots: z.number().nullable().describe('null: no limit'),
  spotsLeft: z.number().nullable(),
  attendees: z.number(),
  place: z
    .enum(EVENT_PLACE_STATUSES)
    .exclude(['cancelled'])
    .nullable()
    .describe("the caller's place; null when not signed in or without one"),
})

/** The caller's customer id when a valid token comes with the call; the call is answered either way. */
async function optionalCustomerId(request: NextRequest): Promise<number | null> {
  const token = requestToken(request)
  return token ? tokenCustomerId(await cms(), token) : null
}

async function eventCall(request: NextRequest) {
  const edition = await requestEdition(request)
  requireEventsArea(edition)
  return { edition: edition.code, eventId: pathEventId(request) }
}

/** A signed-in customer changing their places, within the limits. */
async function placeChange(request: NextRequest) {
  const limiter = rateLimiter()
  await enforce(limiter, EVENT_PLACE_LIMITS.changesPerAddress, clientAddress(request))
  const call = await eventCall(request)
  const customer = await requestCustomer(request)
  await enforce(limiter, EVENT_PLACE_LIMITS.changesPerCustomer, String(customer.id))
  return { ...call, customerId: customer.id }
}

const REFUSED = [
  [404, 'NOT_FOUND', 'no published event with this id in this edition, or an edition without events'],
  [429, 'RATE_LIMITED', 'past 30 changes in 10 minutes per customer or 120 per client address'],
] as const

/** Places at WeMeet events: the live state of an event's spots, joining and giving a place back. */
export const EVENT_PLACES_API = siteCalls(
  {
    method: 'GET',
    path: '/events/{id}/place',
    summary:
      "An event's state and spots now, and (with a valid token or access cookie) the caller's place: `joined` or `waiting`; never cached.",
    query: editionQuery,
    answer: placeAnswer,
    errors: [REFUSED[0]],
    handler: async (request) => {
      const { edition, eventId } = await eventCall(request)
      return placeState(await cms(), eventId, { customerId: await optionalCustomerId(request), edition })
    },
  },
  {
    method: 'POST',
    path: '/events/{id}/place',
    summary:
      'Joins an event (signed in): a place while spots are left, else a place on the waiting list; decided with the event locked, so the last spot goes to one caller only; a mail confirms it.',
    query: editionQuery,
    maxBodyBytes: null,
    answer: placeAnswer,
    errors: [
      ...SIGNED_IN_ERRORS,
      ...REFUSED,
      [409, 'EVENT_CANCELLED', 'the event is cancelled'],
      [409, 'JOINING_CLOSED', 'past the join-until time, or the event has started'],
      [409, 'ALREADY_JOINED', 'the caller holds a place or a waiting-list place'],
    ],
    handler: async (request) => {
      const { eventId, ...visitor } = await placeChange(request)
      return joinEvent(await cms(), eventId, visitor)
    },
  },
  {
    method: 'DELETE',
    path: '/events/{id}/place',
    summary:
      "Gives the caller's place back (signed in): a waiting-list place at any time, a held one until the cancellation deadline; a held place goes to the first on the waiting list; mails follow.",
    query: editionQuery,
    maxBodyBytes: null,
    answer: placeAnswer,
    errors: [
      ...SIGNED_IN_ERRORS,
      ...REFUSED,
      [409, 'NOT_JOINED', 'the caller has no place at this event'],
      [409, 'CANCELLATION_CLOSED', 'past the cancellation deadline'],
    ],
    handler: async (request) => {
      const { eventId, ...visitor } = await placeChange(request)
      return leaveEvent(await cms(), eventId, visitor)
    },
  },
)
