import type { Payload, PayloadRequest } from 'payload'
import type { EditionCode } from '@/editions/editions'
import { attendeesOf } from '@/features/events/event-data'
import { eventFacts } from '@/features/events/present-event'
import { cancellationDeadline, eventStatus, joinDeadline, spotsLeft, type EventStatus } from '@/features/events/event-status'
import { inTransaction } from '@/lib/cms/in-transaction'
import { lockRow } from '@/lib/database/lock-row'
import { ApiError } from '@/lib/http/api-error'
import type { Event, EventPlace } from '@/payload-types'
import { mailPlace } from './place-mail'
import { joinOutcome, leaveOutcome, type EventPlaceStatus, type JoinRefusal, type LeaveRefusal } from './place-rules'

/** An event's spots as the page's action shows them, and the asking customer's place. */
export type PlaceState = {
  eventId: number
  status: EventStatus
  spots: number | null
  spotsLeft: number | null
  attendees: number
  place: EventPlaceStatus | null
}

const REFUSALS: Record<JoinRefusal | LeaveRefusal, string> = {
  EVENT_CANCELLED: 'This event has been cancelled.',
  JOINING_CLOSED: 'Joining this event has closed.',
  ALREADY_JOINED: 'You already have a place at this event, or one on its waiting list.',
  NOT_JOINED: 'You have no place at this event.',
  CANCELLATION_CLOSED: 'Places at this event can no longer be given back.',
}

const placeKey = (eventId: number, customerId: number) => `${eventId}:${customerId}`

type Visitor = { customerId: number; edition: EditionCode }

/** The event as a visitor of the edition may see it (published and shown there), or 404. */
async function visibleEvent(payload: Payload, eventId: number, edition: EditionCode, req?: PayloadRequest): Promise<Event> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: false, disableErrors: true, req })
  if (!event || !(event.editions ?? []).includes(edition as never)) throw new ApiError('NOT_FOUND', 'There is no such event.')
  return event
}

async function placeOf(payload: Payload, eventId: number, customerId: number, req?: PayloadRequest): Promise<EventPlace | null> {
  const { docs } = await payload.find({
    collection: 'event-places',
    where: { key: { equals: placeKey(eventId, customerId) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

function stateOf(event: Event, attendees: number, place: EventPlaceStatus | null, now: Date): PlaceState {
  const facts = eventFacts(event, attendees)
  return { eventId: event.id, status: eventStatus(facts, now), spots: facts.spots, spotsLeft: spotsLeft(facts), attendees, place }
}

async function heldPlaces(payload: Payload, eventId: number, req?: PayloadRequest): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'event-places',
    where: { event: { equals: eventId }, status: { equals: 'joined' } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** The event's spots now, and the customer's place when one asks. */
export async function placeState(
  payload: Payload,
  eventId: number,
  visitor: { customerId: number | null; edition: EditionCode },
): Promise<PlaceState> {
  const event = await visibleEvent(payload, eventId, visitor.edition)
  const [attendees, place] = await Promise.all([
    attendeesOf(payload, [eventId]).then((counts) => counts.get(eventId) ?? 0),
    visitor.customerId === null ? null : placeOf(payload, eventId, visitor.customerId),
  ])
  const status = place?.status === 'cancelled' ? null : (place?.status ?? null)
  return stateOf(event, attendees, status, new Date())
}

/**
 * Takes a place for a signed-in customer: in one transaction, with the event's row locked (two
 * customers asking for the last spot decide one after the other, each counting the other's
 * place), a place when one is left, else one on the waiting list; refused when the event is
 * cancelled or closed, or the customer already has one. The customer is then mailed.
 */
export async function joinEvent(payload: Payload, eventId: number, { customerId, edition }: Visitor): Promise<PlaceState> {
  const now = new Date()
  const { state, place } = await inTransaction(payload, async (req) => {
    await lockRow(req, 'events', eventId)
    const event = await visibleEvent(payload, eventId, edition, req)
    const existing = await placeOf(payload, eventId, customerId, req)
    const before = stateOf(event, await heldPlaces(payload, eventId, req), null, now)
    const outcome = joinOutcome(before.status, existing?.status ?? null)
    if (outcome !== 'joined' && outcome !== 'waiting') throw new ApiError(outcome, REFUSALS[outcome], { status: before.status }, 409)
    const data = { event: eventId, customer: customerId, status: outcome, edition, key: placeKey(eventId, customerId) }
    const written = existing
      ? await payload.update({ collection: 'event-places', id: existing.id, data, depth: 0, overrideAccess: true, req })
      : await payload.create({ collection: 'event-places', data, depth: 0, overrideAccess: true, req })
    const attendees = before.attendees + (outcome === 'joined' ? 1 : 0)
    return { state: stateOf(event, attendees, outcome, now), place: written }
  })
  await mailPlace(payload, place, place.status === 'joined' ? 'joined' : 'waiting')
  return state
}

/**
 * Gives a customer's place back: a waiting-list place at any time, a held one until the
 * cancellation deadline (any time once we cancelled the event). A held place goes, in the same
 * transaction, to the first customer on the waiting list while joining is still open; both are mailed.
 */
export async function leaveEvent(payload: Payload, eventId: number, { customerId, edition }: Visitor): Promise<PlaceState> {
  const now = new Date()
  const { state, left, promoted } = await inTransaction(payload, async (req) => {
    await lockRow(req, 'events', eventId)
    const event = await visibleEvent(payload, eventId, edition, req)
    const existing = await placeOf(payload, eventId, customerId, req)
    const held = existing?.status ?? null
    const outcome = leaveOutcome(held, {
      now,
      deadline: cancellationDeadline({ startsAt: event.startsAt, cancelBefore: event.cancelBefore ?? null }),
      eventCancelled: Boolean(event.cancelled),
    })
    if (outcome !== 'left' || !existing) throw new ApiError(outcome as LeaveRefusal, REFUSALS[outcome as LeaveRefusal], {}, 409)
    const left = await payload.update({
      collection: 'event-places',
      id: existing.id,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const opensSpot =
      held === 'joined' && !event.cancelled && now < joinDeadline({ startsAt: event.startsAt, joinUntil: event.joinUntil ?? null })
    const promoted = opensSpot ? await promoteFirstWaiting(payload, eventId, req) : null
    const attendees = await heldPlaces(payload, eventId, req)
    return { state: stateOf(event, attendees, null, now), left, promoted }
  })
  await mailPlace(payload, left, 'left')
  if (promoted) await mailPlace(payload, promoted, 'promoted')
  return state
}

/** The longest-waiting customer (who asked first) gets the spot that came free. */
async function promoteFirstWaiting(payload: Payload, eventId: number, req: PayloadRequest): Promise<EventPlace | null> {
  const { docs } = await payload.find({
    collection: 'event-places',
    where: { event: { equals: eventId }, status: { equals: 'waiting' } },
    sort: 'updatedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const first = docs[0]
  if (!first) return null
  return payload.update({ collection: 'event-places', id: first.id, data: { status: 'joined' }, depth: 0, overrideAccess: true, req })
}
