import type { DateRange } from '@/features/calendar/range-selection'
import type { WhereSelection } from './where-selection'

/** The place a search is for, in words: its continent, country or text, else "anywhere". */
export function summaryPlace(where: WhereSelection, continentName: (id: number) => string | null, anywhere: string): string {
  if (where.continentId !== null) return continentName(where.continentId) ?? anywhere
  return where.destination?.name ?? (where.text.trim() || anywhere)
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** The dates a search is for, short and in the edition's language ("3–12 mag 2027"), else "any date". */
export function summaryDates(range: DateRange, locale: string, anyDate: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
  if (range.start && range.end) return format.formatRange(utcDay(range.start), utcDay(range.end))
  const only = range.start ?? range.end
  return only ? format.format(utcDay(only)) : anyDate
}
