import { describe, expect, it } from 'vitest'
import { cancellationDeadline, eventStatus, joinDeadline, spotsLeft } from '@/features/events/event-status'
import { joinOutcome, leaveOutcome } from '@/customer/event-places/place-rules'

const NOW = new Date('2026-12-02T12:00:00Z')
const event = (facts: Partial<Parameters<typeof eventStatus>[0]> = {}) => ({
  cancelled: false,
  startsAt: '2026-12-10T18:00:00Z',
  joinUntil: null,
  spots: 10,
  attendees: 4,
  ...facts,
})

describe('an event’s state', () => {
  it('is open while spots are left and joining has not closed', () => {
    expect(eventStatus(event(), NOW)).toBe('available')
    expect(eventStatus(event({ spots: null, attendees: 500 }), NOW)).toBe('available')
    expect(spotsLeft(event())).toBe(6)
    expect(spotsLeft(event({ spots: null }))).toBeNull()
  })

  it('is sold out once every spot is held', () => {
    expect(eventStatus(event({ attendees: 10 }), NOW)).toBe('sold-out')
    expect(spotsLeft(event({ attendees: 12 }))).toBe(0)
  })

  it('closes joining at the join-until time, else at the start', () => {
    expect(eventStatus(event({ joinUntil: '2026-12-02T11:59:59Z' }), NOW)).toBe('joining-closed')
    expect(eventStatus(event({ joinUntil: '2026-12-02T12:00:01Z' }), NOW)).toBe('available')
    expect(eventStatus(event({ startsAt: '2026-12-02T12:00:00Z' }), NOW)).toBe('joining-closed')
    // A closed event says so rather than sold out.
    expect(eventStatus(event({ attendees: 10, joinUntil: '2026-12-01T00:00:00Z' }), NOW)).toBe('joining-closed')
    expect(joinDeadline(event()).toISOString()).toBe('2026-12-10T18:00:00.000Z')
  })

  it('is cancelled whatever else holds, when the editor says so', () => {
    expect(eventStatus(event({ cancelled: true, attendees: 10, joinUntil: '2026-12-01T00:00:00Z' }), NOW)).toBe('cancelled')
  })

  it('lets places be given back until a day before the start unless another time is set', () => {
    expect(cancellationDeadline({ startsAt: '2026-12-10T18:00:00Z', cancelBefore: null }).toISOString()).toBe('2026-12-09T18:00:00.000Z')
    expect(cancellationDeadline({ startsAt: '2026-12-10T18:00:00Z', cancelBefore: '2026-12-08T09:00:00Z' }).toISOString()).toBe(
      '2026-12-08T09:00:00.000Z',
    )
  })
})

describe('joining and giving a place back', () => {
  it('gives a place while open, a waiting-list place when sold out, and refuses the rest', () => {
    expect(joinOutcome('available', null)).toBe('joined')
    expect(joinOutcome('available', 'cancelled')).toBe('joined')
    expect(joinOutcome('sold-out', null)).toBe('waiting')
    expect(joinOutcome('cancelled', null)).toBe('EVENT_CANCELLED')
    expect(joinOutcome('joining-closed', null)).toBe('JOINING_CLOSED')
    expect(joinOutcome('available', 'joined')).toBe('ALREADY_JOINED')
    expect(joinOutcome('sold-out', 'waiting')).toBe('ALREADY_JOINED')
  })

  it('lets a held place go until the deadline, a waiting one at any time, and any once the event is cancelled', () => {
    const deadline = new Date('2026-12-09T18:00:00Z')
    const before = { now: new Date('2026-12-09T17:59:59Z'), deadline, eventCancelled: false }
    const after = { now: new Date('2026-12-09T18:00:00Z'), deadline, eventCancelled: false }
    expect(leaveOutcome('joined', before)).toBe('left')
    expect(leaveOutcome('joined', after)).toBe('CANCELLATION_CLOSED')
    expect(leaveOutcome('waiting', after)).toBe('left')
    expect(leaveOutcome('joined', { ...after, eventCancelled: true })).toBe('left')
    expect(leaveOutcome(null, before)).toBe('NOT_JOINED')
    expect(leaveOutcome('cancelled', before)).toBe('NOT_JOINED')
  })
})
