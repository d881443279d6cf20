/**
 * The events list's quick date filters. Each is a span of calendar days counted from today in
 * the event's city (an event in New York is "today" by New York's calendar): today, tomorrow,
 * the rest of this week, next week, the coming weekend (Saturday and Sunday; on a Sunday, that
 * day), the rest of this month, the next 30 days (today included) and whenever (no limit).
 * Weeks start on the edition's first weekday.
 */
export const QUICK_DATE_FILTERS = [
  'whenever',
  'today',
  'tomorrow',
  'this-week',
  'this-weekend',
  'next-week',
  'this-month',
  'next-30-days',
] as const
export type QuickDateFilter = (typeof QUICK_DATE_FILTERS)[number]

/** Calendar days as `YYYY-MM-DD`, both ends included. */
export type DaySpan = { from: string; to: string }

const DAY_MS = 24 * 60 * 60 * 1000
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const fromDay = (day: string) => Date.parse(`${day}T00:00:00Z`)
const addDays = (day: string, days: number) => toDay(fromDay(day) + days * DAY_MS)
const weekday = (day: string) => new Date(fromDay(day)).getUTCDay()

export function isQuickDateFilter(value: unknown): value is QuickDateFilter {
  return typeof value === 'string' && (QUICK_DATE_FILTERS as readonly string[]).includes(value)
}

/** The days a filter covers from `today`; null for whenever. */
export function quickDateSpan(filter: QuickDateFilter, today: string, weekStartsOn: 0 | 1): DaySpan | null {
  const endOfWeek = addDays(today, (weekStartsOn + 6 - weekday(today)) % 7)
  switch (filter) {
    case 'whenever':
      return null
    case 'today':
      return { from: today, to: today }
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) }
    case 'this-week':
      return { from: today, to: endOfWeek }
    case 'next-week':
      return { from: addDays(endOfWeek, 1), to: addDays(endOfWeek, 7) }
    case 'this-weekend': {
      if (weekday(today) === 0) return { from: today, to: today }
      const saturday = addDays(today, 6 - weekday(today))
      return { from: weekday(today) === 6 ? today : saturday, to: addDays(saturday, 1) }
    }
    case 'this-month': {
      const [year, month] = today.split('-').map(Number) as [number, number]
      return { from: today, to: toDay(Date.UTC(year, month, 0)) }
    }
    case 'next-30-days':
      return { from: today, to: addDays(today, 29) }
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day an instant falls on in a time zone, as `YYYY-MM-DD`. */
export function dayIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(instant)
}

/** Whether an event starting at `startsAt` in `timeZone` falls within the filter, seen at `now`. */
export function startsWithin(filter: QuickDateFilter, startsAt: Date, timeZone: string, now: Date, weekStartsOn: 0 | 1): boolean {
  const span = quickDateSpan(filter, dayIn(now, timeZone), weekStartsOn)
  if (!span) return true
  const day = dayIn(startsAt, timeZone)
  return day >= span.from && day <= span.to
}
