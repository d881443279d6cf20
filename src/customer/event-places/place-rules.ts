import type { EventStatus } from '@/features/events/event-status'

/** A customer's place at an event: holding one of its spots, waiting for one, or given back. */
export const EVENT_PLACE_STATUSES = ['joined', 'waiting', 'cancelled'] as const
export type EventPlaceStatus = (typeof EVENT_PLACE_STATUSES)[number]

export type JoinRefusal = 'EVENT_CANCELLED' | 'JOINING_CLOSED' | 'ALREADY_JOINED'
export type LeaveRefusal = 'NOT_JOINED' | 'CANCELLATION_CLOSED'

/**
 * What asking to join does: an open event gives a place, a sold-out one a place on the waiting
 * list; a cancelled or closed event, or a customer already holding or awaiting a place, is refused.
 */
export function joinOutcome(status: EventStatus, current: EventPlaceStatus | null): JoinRefusal | 'joined' | 'waiting' {
  if (current === 'joined' || current === 'waiting') return 'ALREADY_JOINED'
  if (status === 'cancelled') return 'EVENT_CANCELLED'
  if (status === 'joining-closed') return 'JOINING_CLOSED'
  return status === 'sold-out' ? 'waiting' : 'joined'
}

/**
 * What giving a place back does: a waiting-list place can always be left; a held one until the
 * cancellation deadline (or at any time once the event is cancelled), and it then goes to the
 * first on the waiting list.
 */
export function leaveOutcome(
  current: EventPlaceStatus | null,
  { now, deadline, eventCancelled }: { now: Date; deadline: Date; eventCancelled: boolean },
): LeaveRefusal | 'left' {
  if (current !== 'joined' && current !== 'waiting') return 'NOT_JOINED'
  if (current === 'joined' && !eventCancelled && now.getTime() >= deadline.getTime()) return 'CANCELLATION_CLOSED'
  return 'left'
}
