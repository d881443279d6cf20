import { describe, expect, it } from 'vitest'
import { dayIn, quickDateSpan, startsWithin } from '@/features/events/quick-dates'

// 2026-12-02 is a Wednesday; 2026-12-05 a Saturday, 2026-12-06 a Sunday.
const WEDNESDAY = '2026-12-02'

describe('the quick date filters', () => {
  it('count from today in weeks that start on Monday', () => {
    expect(quickDateSpan('whenever', WEDNESDAY, 1)).toBeNull()
    expect(quickDateSpan('today', WEDNESDAY, 1)).toEqual({ from: WEDNESDAY, to: WEDNESDAY })
    expect(quickDateSpan('tomorrow', WEDNESDAY, 1)).toEqual({ from: '2026-12-03', to: '2026-12-03' })
    expect(quickDateSpan('this-week', WEDNESDAY, 1)).toEqual({ from: WEDNESDAY, to: '2026-12-06' })
    expect(quickDateSpan('next-week', WEDNESDAY, 1)).toEqual({ from: '2026-12-07', to: '2026-12-13' })
    expect(quickDateSpan('this-weekend', WEDNESDAY, 1)).toEqual({ from: '2026-12-05', to: '2026-12-06' })
    expect(quickDateSpan('this-month', WEDNESDAY, 1)).toEqual({ from: WEDNESDAY, to: '2026-12-31' })
    expect(quickDateSpan('next-30-days', WEDNESDAY, 1)).toEqual({ from: WEDNESDAY, to: '2026-12-31' })
  })

  it('end the week on Saturday where it starts on Sunday (the US and en-WE)', () => {
    expect(quickDateSpan('this-week', WEDNESDAY, 0)).toEqual({ from: WEDNESDAY, to: '2026-12-05' })
    expect(quickDateSpan('next-week', WEDNESDAY, 0)).toEqual({ from: '2026-12-06', to: '2026-12-12' })
    // On a Sunday the week has just begun there, and is ending in Monday-first editions.
    expect(quickDateSpan('this-week', '2026-12-06', 0)).toEqual({ from: '2026-12-06', to: '2026-12-12' })
    expect(quickDateSpan('this-week', '2026-12-06', 1)).toEqual({ from: '2026-12-06', to: '2026-12-06' })
    expect(quickDateSpan('next-week', '2026-12-06', 1)).toEqual({ from: '2026-12-07', to: '2026-12-13' })
  })

  it('take this weekend as what is left of it on Saturday and Sunday', () => {
    expect(quickDateSpan('this-weekend', '2026-12-05', 1)).toEqual({ from: '2026-12-05', to: '2026-12-06' })
    expect(quickDateSpan('this-weekend', '2026-12-06', 1)).toEqual({ from: '2026-12-06', to: '2026-12-06' })
    expect(quickDateSpan('this-weekend', '2026-12-07', 0)).toEqual({ from: '2026-12-12', to: '2026-12-13' })
  })

  it('cross months and years, leap days included', () => {
    expect(quickDateSpan('next-30-days', '2026-12-20', 1)).toEqual({ from: '2026-12-20', to: '2027-01-18' })
    expect(quickDateSpan('this-month', '2028-02-10', 1)).toEqual({ from: '2028-02-10', to: '2028-02-29' })
    expect(quickDateSpan('tomorrow', '2026-12-31', 1)).toEqual({ from: '2027-01-01', to: '2027-01-01' })
  })
})

describe('an event against a filter', () => {
  it('is dated by its own city’s calendar, not the server’s', () => {
    // 03:30 UTC on 3 December is still 2 December, 22:30, in New York.
    const startsAt = new Date('2026-12-03T03:30:00Z')
    expect(dayIn(startsAt, 'America/New_York')).toBe('2026-12-02')
    expect(dayIn(startsAt, 'Europe/Rome')).toBe('2026-12-03')
    const now = new Date('2026-12-02T15:00:00Z')
    expect(startsWithin('today', startsAt, 'America/New_York', now, 0)).toBe(true)
    expect(startsWithin('today', startsAt, 'Europe/Rome', now, 1)).toBe(false)
    expect(startsWithin('tomorrow', startsAt, 'Europe/Rome', now, 1)).toBe(true)
  })

  it('counts today from the city’s clock: past midnight in Rome is already tomorrow’s today', () => {
    const now = new Date('2026-12-02T23:30:00Z') // 00:30 on 3 December in Rome
    expect(startsWithin('today', new Date('2026-12-03T18:00:00Z'), 'Europe/Rome', now, 1)).toBe(true)
    expect(startsWithin('today', new Date('2026-12-03T18:00:00Z'), 'America/New_York', now, 0)).toBe(false)
    expect(startsWithin('whenever', new Date('2027-05-01T18:00:00Z'), 'Europe/Rome', now, 1)).toBe(true)
  })
})
