import { describe, expect, it } from 'vitest'
import { buildCalendarMonths } from '@/features/calendar/build-months'
import { calendarTour } from '../../../support/calendar-tours'
import { selectDay } from '@/features/calendar/range-selection'

const tour = calendarTour

describe('calendar months', () => {
  it('pads each month to 28, 35 or 42 cells in rows of 7, from the week start of the edition', () => {
    // February 2027 starts on a Monday: 28 cells from Monday, 35 from Sunday.
    const [monday] = buildCalendarMonths([tour(1, '2027-02-10', '2027-02-15')], { today: '2027-01-01', weekStartsOn: 1 })
    expect(monday!.label).toBe('2027-02')
    expect(monday!.data).toHaveLength(28)
    expect(monday!.data[0]!.day).toBe('01')
    const [sunday] = buildCalendarMonths([tour(1, '2027-02-10', '2027-02-15')], { today: '2027-01-01', weekStartsOn: 0 })
    expect(sunday!.data).toHaveLength(35)
    expect(sunday!.data[0]!.day).toBe('')
    expect(sunday!.data[1]!.day).toBe('01')
    // May 2027 starts on a Saturday and has 31 days: 5 blanks + 31 = 36 → 42 cells from Monday.
    const may = buildCalendarMonths([tour(1, '2027-05-03', '2027-05-04')], { today: '2027-01-01', weekStartsOn: 1 })[0]!
    expect(may.data).toHaveLength(42)
    expect(may.data.findIndex((cell) => cell.day === '01')).toBe(5)
    for (const month of [monday!, sunday!, may]) expect(month.data.length % 7).toBe(0)
  })

  it('marks past days old and shows the best status of a day, counting departures per month', () => {
    const months = buildCalendarMonths(
      [
        tour(1, '2027-03-10', '2027-03-12', 'PLANNED', 90_000),
        tour(2, '2027-03-10', '2027-03-14', 'ALMOST_FULL', 120_000),
        tour(3, '2027-03-20', '2027-03-22', 'WAITING_LIST'),
      ],
      { today: '2027-03-15', weekStartsOn: 1 },
    )
    const march = months[0]!
    const day = (value: string) => march.data.find((cell) => cell.day === value)!
    expect(day('14').old).toBe(true)
    expect(day('15').old).toBe(false)
    expect(day('10')).toMatchObject({ code: 'T2', salesStatus: 'ALMOST_FULL', price: 120_000, tourId: 2 })
    expect(march.tourCounter).toBe(3)
  })

  it('marks every day a departure covers, but not for SOLD_OUT departures', () => {
    const [month] = buildCalendarMonths([tour(1, '2027-06-01', '2027-06-03'), tour(2, '2027-06-02', '2027-06-04', 'SOLD_OUT')], {
      today: '2027-01-01',
      weekStartsOn: 1,
    })
    const day = (value: string) => month!.data.find((cell) => cell.day === value)!
    expect(day('01').tours).toEqual([{ code: 'T1', firstDay: true }])
    expect(day('02').tours).toEqual([{ code: 'T1', firstDay: false }])
    expect(day('04').tours).toEqual([])
    expect(day('02')).toMatchObject({ code: 'T2', salesStatus: 'SOLD_OUT' })
  })

  it('spans the departures’ months, a single month extended by one', () => {
    expect(
      buildCalendarMonths([tour(1, '2027-06-01', '2027-06-03')], { today: '2027-01-01', weekStartsOn: 1 }).map((month) => month.label),
    ).toEqual(['2027-06', '2027-07'])
    expect(
      buildCalendarMonths([tour(1, '2027-06-01', '2027-06-03'), tour(2, '2027-09-01', '2027-09-03')], {
        today: '2027-01-01',
        weekStartsOn: 1,
      }).map((month) => month.label),
    ).toEqual(['2027-06', '2027-07', '2027-08', '2027-09'])
  })

  it('without departures shows the current month and 2 more, or 18 more as a filter', () => {
    expect(buildCalendarMonths([], { today: '2027-11-20', weekStartsOn: 1 }).map((month) => month.label)).toEqual([
      '2027-11',
      '2027-12',
      '2028-01',
    ])
    const filter = buildCalendarMonths([], { today: '2027-11-20', weekStartsOn: 1, asFilter: true })
    expect(filter).toHaveLength(19)
    expect(filter.at(-1)!.label).toBe('2029-05')
  })
})

describe('range selection', () => {
  const none = { start: null, end: null }
  it('starts, clears, extends and swaps as the spec says', () => {
    expect(selectDay(none, '2027-05-10')).toEqual({ start: '2027-05-10', end: null })
    expect(selectDay({ start: '2027-05-10', end: null }, '2027-05-10')).toEqual(none)
    expect(selectDay({ start: '2027-05-10', end: null }, '2027-05-05')).toEqual({ start: '2027-05-05', end: '2027-05-10' })
    expect(selectDay({ start: '2027-05-10', end: null }, '2027-05-20')).toEqual({ start: '2027-05-10', end: '2027-05-20' })
  })

  it('with both set: the end clears the end, beyond the end moves the range on, inside sets the end alone', () => {
    const both = { start: '2027-05-10', end: '2027-05-20' }
    expect(selectDay(both, '2027-05-20')).toEqual({ start: '2027-05-10', end: null })
    expect(selectDay(both, '2027-05-25')).toEqual({ start: '2027-05-20', end: '2027-05-25' })
    expect(selectDay(both, '2027-05-15')).toEqual({ start: null, end: '2027-05-15' })
    expect(selectDay({ start: null, end: '2027-05-15' }, '2027-05-18')).toEqual({ start: '2027-05-15', end: '2027-05-18' })
    expect(selectDay({ start: null, end: '2027-05-15' }, '2027-05-15')).toEqual({ start: '2027-05-15', end: null })
  })
})
