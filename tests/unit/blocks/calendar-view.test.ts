import { describe, expect, it } from 'vitest'
import { departureHref, monthViews, sharedTourPrefix } from '@/blocks/calendar/calendar-view'
import { buildCalendarMonths } from '@/features/calendar/build-months'
import { calendarTour } from '../../support/calendar-tours'

const tour = calendarTour

const texts = {
  title: (month: string) => `title ${month}`,
  counter: (count: number) => `${count} departures`,
  price: (minorUnits: number) => `€${minorUnits / 100}`,
  href: (tourId: number) => (tourId === 99 ? undefined : `/tour/${tourId}`),
}

describe('calendar month views', () => {
  it('describes a month by its first column, length, past days, covered ranges and departures only', () => {
    // March 2027 starts on a Monday; today is the 15th.
    const tours = [
      tour(1, '2027-03-10', '2027-03-12', 'PLANNED', 90_000),
      tour(2, '2027-03-20', '2027-03-22'),
      tour(3, '2027-03-21', '2027-03-24'),
      tour(4, '2027-03-02', '2027-03-03'),
    ]
    const [march] = monthViews(buildCalendarMonths(tours, { today: '2027-03-15', weekStartsOn: 1 }), 2, texts)
    expect(march).toEqual({
      key: '2027-03',
      title: 'title 2027-03',
      counter: '4 departures',
      firstColumn: 1,
      length: 31,
      pastDays: 14,
      covered: [
        [2, 3],
        [10, 12],
        [20, 24],
      ],
      // Past departures are no links; the page's own tour is marked; each names its tour (the wishlist marks saved ones).
      departures: [
        { day: 20, tourId: 2, status: 'CONFIRMED', price: '€1000', href: '/tour/2', current: true },
        { day: 21, tourId: 3, status: 'CONFIRMED', price: '€1000', href: '/tour/3' },
      ],
    })
  })

  it('starts a month in its weekday column from the edition week start, and leaves out departures without a page', () => {
    // May 2027 starts on a Saturday: column 6 from Monday, 7 from Sunday.
    const tours = [tour(1, '2027-05-03', '2027-05-04'), tour(99, '2027-05-10', '2027-05-10')]
    const [fromMonday] = monthViews(buildCalendarMonths(tours, { today: '2027-01-01', weekStartsOn: 1 }), null, texts)
    const [fromSunday] = monthViews(buildCalendarMonths(tours, { today: '2027-01-01', weekStartsOn: 0 }), null, texts)
    expect(fromMonday!.firstColumn).toBe(6)
    expect(fromSunday!.firstColumn).toBe(7)
    expect(fromMonday!.pastDays).toBe(0)
    expect(fromMonday!.departures.map((departure) => departure.day)).toEqual([3])
  })

  it('leaves out the addresses that are the shared prefix and the tour’s id, and gives them back', () => {
    const tours = [tour(1, '2027-05-03', '2027-05-04'), tour(2, '2027-05-10', '2027-05-11')]
    const months = buildCalendarMonths(tours, { today: '2027-01-01', weekStartsOn: 1 })
    const [may] = monthViews(months, null, { ...texts, href: (id) => (id === 1 ? '/tour/1' : '/elsewhere/2'), hrefPrefix: '/tour/' })
    expect(may!.departures.map((departure) => departure.href)).toEqual([undefined, '/elsewhere/2'])
    expect(may!.departures.map((departure) => departureHref(departure, '/tour/'))).toEqual(['/tour/1', '/elsewhere/2'])
  })
})

describe('the prefix departures’ pages share', () => {
  it('is the address before the id when every page is it and its tour’s id', () => {
    expect(sharedTourPrefix({ 12: '/it/viaggi/iceland/12', 140: '/it/viaggi/iceland/140' })).toBe('/it/viaggi/iceland/')
  })

  it('is none for departures of several travels, pages not ending in their id, or no departures', () => {
    expect(sharedTourPrefix({ 12: '/it/viaggi/iceland/12', 140: '/it/viaggi/peru/140' })).toBeNull()
    expect(sharedTourPrefix({ 12: '/it/viaggi/iceland/120' })).toBeNull()
    expect(sharedTourPrefix({})).toBeNull()
  })
})
