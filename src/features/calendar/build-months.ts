import { bestStatus, type TourStatus } from '@/features/catalog/statuses'
import { DAYS_PER_WEEK, EMPTY_CALENDAR_EXTRA_MONTHS, FILTER_CALENDAR_EXTRA_MONTHS, GRID_SIZES } from './constants'

/** A departure as the calendar needs it. */
export type CalendarTour = {
  id: number
  code: string
  startingDate: string
  endingDate: string
  status: TourStatus
  basePrice: number
  price: number
}

/** A departure covering a day: `firstDay` on the day it starts. */
export type DayMarker = { code: string; firstDay: boolean }

/** A day cell; a padding cell has an empty `day`. On a first day: the best departure of the day. */
export type DayCell = {
  day: string
  /** `YYYY-MM-DD`, empty on padding cells. */
  date: string
  tours: DayMarker[]
  old: boolean
  tourId?: number
  code?: string
  salesStatus?: TourStatus
  basePrice?: number
  price?: number
}

export type CalendarMonth = { label: string; data: DayCell[]; tourCounter: number }

export type CalendarOptions = {
  /** `YYYY-MM-DD`: days before it are old. */
  today: string
  /** 0 = weeks start on Sunday, 1 = on Monday. */
  weekStartsOn: 0 | 1
  /** Used as a search filter: always the current month plus 18. */
  asFilter?: boolean
}

const pad = (value: number) => String(value).padStart(2, '0')
const monthKey = (year: number, month: number) => `${year}-${pad(month + 1)}`
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** The months shown: those of the departures (a single one gets the next too), else the current month and 2 more. */
function monthRange(tours: readonly CalendarTour[], options: CalendarOptions): Array<[number, number]> {
  const [todayYear, todayMonth] = options.today.split('-').map(Number) as [number, number]
  let first = [todayYear, todayMonth - 1] as [number, number]
  let count = 1 + (options.asFilter ? FILTER_CALENDAR_EXTRA_MONTHS : EMPTY_CALENDAR_EXTRA_MONTHS)
  if (!options.asFilter && tours.length > 0) {
    const starts = tours.map((tour) => tour.startingDate).sort()
    const [y1, m1] = starts[0]!.split('-').map(Number) as [number, number]
    const [y2, m2] = starts[starts.length - 1]!.split('-').map(Number) as [number, number]
    first = [y1, m1 - 1]
    count = Math.max(2, (y2 - y1) * 12 + (m2 - m1) + 1)
  }
  return Array.from({ length: count }, (_, offset) => {
    const date = new Date(Date.UTC(first[0], first[1] + offset, 1))
    return [date.getUTCFullYear(), date.getUTCMonth()]
  })
}

/** The departures as months of day cells, padded to whole weeks of 28, 35 or 42 cells. */
export function buildCalendarMonths(tours: readonly CalendarTour[], options: CalendarOptions): CalendarMonth[] {
  const starting = new Map<string, CalendarTour[]>()
  for (const tour of tours) starting.set(tour.startingDate, [...(starting.get(tour.startingDate) ?? []), tour])
  // SOLD_OUT departures mark their first day only: they are not added to multi-day markers.
  const spanning = tours.filter((tour) => tour.status !== 'SOLD_OUT')
  return monthRange(tours, options).map(([year, month]) => {
    const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() - options.weekStartsOn + DAYS_PER_WEEK) % DAYS_PER_WEEK
    const length = daysIn(year, month)
    const size = GRID_SIZES.find((cells) => cells >= lead + length) ?? 42
    const blank = (): DayCell => ({ day: '', date: '', tours: [], old: false })
    const cells: DayCell[] = Array.from({ length: lead }, blank)
    let tourCounter = 0
    for (let day = 1; day <= length; day++) {
      const date = `${monthKey(year, month)}-${pad(day)}`
      const cell: DayCell = {
        day: pad(day),
        date,
        old: date < options.today,
        tours: spanning
          .filter((tour) => tour.startingDate <= date && tour.endingDate >= date)
          .map((tour) => ({ code: tour.code, firstDay: tour.startingDate === date })),
      }
      const departures = starting.get(date) ?? []
      tourCounter += departures.length
      const best = bestStatus(departures.map((tour) => tour.status))
      const shown = departures.filter((tour) => tour.status === best).sort((a, b) => a.price - b.price)[0]
      if (shown)
        Object.assign(cell, {
          tourId: shown.id,
          code: shown.code,
          salesStatus: shown.status,
          basePrice: shown.basePrice,
          price: shown.price,
        })
      cells.push(cell)
    }
    while (cells.length < size) cells.push(blank())
    return { label: monthKey(year, month), data: cells, tourCounter }
  })
}
