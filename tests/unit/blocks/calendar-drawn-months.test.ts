import { describe, expect, it } from 'vitest'
import type { MonthView } from '@/blocks/calendar/calendar-view'
import { FIRST_DRAWN_MONTHS, initiallyDrawnMonths, weekRows } from '@/blocks/calendar/drawn-months'

const month = (key: string, firstColumn = 1, length = 31): MonthView => ({
  key,
  title: key,
  counter: '',
  firstColumn,
  length,
  pastDays: 0,
  covered: [],
  departures: [],
})

const year = Array.from({ length: 12 }, (_, index) => month(`2027-${String(index + 1).padStart(2, '0')}`))

describe('the months a calendar draws at first', () => {
  it('draws the first months a phone shows, not the rest', () => {
    expect([...initiallyDrawnMonths(year, null)]).toEqual(['2027-01', '2027-02'])
    expect(FIRST_DRAWN_MONTHS).toBe(2)
  })

  it('also draws the requested date’s month, so the calendar can scroll to it', () => {
    expect([...initiallyDrawnMonths(year, '2027-09-14')]).toEqual(['2027-01', '2027-02', '2027-09'])
    expect([...initiallyDrawnMonths(year, '2027-02-01')]).toEqual(['2027-01', '2027-02'])
  })

  it('ignores a requested date outside the calendar', () => {
    expect([...initiallyDrawnMonths(year, '2031-05-01')]).toEqual(['2027-01', '2027-02'])
    expect([...initiallyDrawnMonths([], '2027-05-01')]).toEqual([])
  })
})

describe('the week rows of a month', () => {
  it('counts the rows from the first day’s column and the month’s length', () => {
    // February 2027 from a Monday: four full weeks.
    expect(weekRows(month('2027-02', 1, 28))).toBe(4)
    expect(weekRows(month('2027-03', 1, 31))).toBe(5)
    // A 31-day month starting on the sixth or seventh column spills into a sixth row.
    expect(weekRows(month('2027-05', 6, 31))).toBe(6)
    expect(weekRows(month('2027-08', 7, 30))).toBe(6)
    expect(weekRows(month('2027-08', 5, 30))).toBe(5)
  })
})
