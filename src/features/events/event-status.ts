/**
 * A WeMeet event's state, from what editors set and what customers did: cancelled is the editor's
 * call; joining closes at the join-until time (the start when none is set); an event with a
 * number of spots is sold out once that many customers hold a place; otherwise it is open.
 */
export const EVENT_STATUSES = ['available', 'sold-out', 'cancelled', 'joining-closed'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export type EventFacts = {
  cancelled: boolean
  startsAt: string
  joinUntil: string | null
  /** null: no limit. */
  spots: number | null
  /** Customers holding a place. */
  attendees: number
}

/** Places cannot be cancelled from a day before the start, unless the editor sets another time. */
export const DEFAULT_CANCELLATION_NOTICE_MS = 24 * 60 * 60 * 1000

export const joinDeadline = (event: Pick<EventFacts, 'startsAt' | 'joinUntil'>): Date => new Date(event.joinUntil ?? event.startsAt)

export function cancellationDeadline(event: { startsAt: string; cancelBefore: string | null }): Date {
  return event.cancelBefore ? new Date(event.cancelBefore) : new Date(new Date(event.startsAt).getTime() - DEFAULT_CANCELLATION_NOTICE_MS)
}

/** Places left, or null when the event has no limit. */
export const spotsLeft = (event: Pick<EventFacts, 'spots' | 'attendees'>): number | null =>
  event.spots === null ? null : Math.max(0, event.spots - event.attendees)

export function eventStatus(event: EventFacts, now: Date): EventStatus {
  if (event.cancelled) return 'cancelled'
  if (now.getTime() >= Math.min(joinDeadline(event).getTime(), new Date(event.startsAt).getTime())) return 'joining-closed'
  if (spotsLeft(event) === 0) return 'sold-out'
  return 'available'
}
