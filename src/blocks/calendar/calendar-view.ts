import type { CalendarMonth } from '@/features/calendar/build-months'
import type { TourStatus } from '@/features/catalog/statuses'

/** A departure day of a month, its texts already in the page's language and currency. */
export type DepartureDay = {
  day: number
  /** The departure the day links to (the best of the day). */
  tourId: number
  status: TourStatus
  price: string
  /** Its page, unless that is the calendar's shared prefix followed by its id (see `departureHref`). */
  href?: string
  /** The page's own tour. */
  current?: true
}

/**
 * One month as the calendar island draws it: only what differs from a plain day is listed, and a
 * departure's address only when it is not the shared prefix and its id, so fifteen months of a
 * travel weigh a few hundred bytes in the page's RSC payload instead of one element per day.
 */
export type MonthView = {
  /** `YYYY-MM` */
  key: string
  title: string
  counter: string
  /** The weekday column (1-7) of the month's first day. */
  firstColumn: number
  length: number
  /** Days 1..pastDays are before today. */
  pastDays: number
  /** Inclusive day ranges some departure covers. */
  covered: Array<[number, number]>
  departures: DepartureDay[]
}

type Texts = {
  title: (month: string) => string
  counter: (departures: number) => string
  price: (minorUnits: number) => string
  href: (tourId: number) => string | undefined
  /** What every departure's page starts with, followed by its id: such addresses are left out. */
  hrefPrefix?: string | null
}

/** The address prefix every departure's page shares (`/it/viaggi/iceland/`), each page being it and the tour's id; else null. */
export function sharedTourPrefix(tourUrls: Readonly<Record<number, string>>): string | null {
  const entries = Object.entries(tourUrls)
  const [id, url] = entries[0] ?? []
  if (!id || !url?.endsWith(`/${id}`)) return null
  const prefix = url.slice(0, -id.length)
  return entries.every(([tourId, tourUrl]) => tourUrl === prefix + tourId) ? prefix : null
}

/** A departure's page: its own address, or the calendar's shared prefix and its id. */
export const departureHref = (departure: DepartureDay, prefix: string | null) => departure.href ?? `${prefix}${departure.tourId}`

/** Consecutive days for which `test` holds, as inclusive `[first, last]` ranges. */
function ranges(length: number, test: (day: number) => boolean): Array<[number, number]> {
  const found: Array<[number, number]> = []
  for (let day = 1; day <= length; day++) {
    if (!test(day)) continue
    const last = found[found.length - 1]
    if (last && last[1] === day - 1) last[1] = day
    else found.push([day, day])
  }
  return found
}

/** The built months (padded grids of day cells) as the island's compact month views. */
export function monthViews(months: readonly CalendarMonth[], selectedTourId: number | null, texts: Texts): MonthView[] {
  return months.map((month) => {
    const days = month.data.filter((cell) => cell.day)
    const cell = (day: number) => days[day - 1]!
    const departures: DepartureDay[] = []
    for (const day of days) {
      const href = day.tourId && !day.old ? texts.href(day.tourId) : undefined
      if (!href) continue
      departures.push({
        day: Number(day.day),
        tourId: day.tourId!,
        status: day.salesStatus!,
        price: texts.price(day.price!),
        ...(texts.hrefPrefix && href === `${texts.hrefPrefix}${day.tourId}` ? {} : { href }),
        ...(day.tourId === selectedTourId ? { current: true as const } : {}),
      })
    }
    return {
      key: month.label,
      title: texts.title(month.label),
      counter: texts.counter(month.tourCounter),
      firstColumn: month.data.findIndex((entry) => entry.day) + 1,
      length: days.length,
      pastDays: days.filter((day) => day.old).length,
      covered: ranges(days.length, (day) => cell(day).tours.length > 0),
      departures,
    }
  })
}
