import type { DateRange } from '@/features/calendar/range-selection'
import { dateFormat } from './date-formats'
import type { WhenSelection } from './when-selection'
import { WHENEVER } from './when-selection'
import { freeText, type WhereSelection } from './where-selection'

/** What a folded where section says it holds: the continent, the destination, the typed text, or anywhere. */
export function whereSummary(where: WhereSelection, continents: ReadonlyArray<{ id: number; name: string }>, anywhere: string): string {
  if (where.continentId !== null) return continents.find((continent) => continent.id === where.continentId)?.name ?? anywhere
  return where.destination?.name ?? freeText(where) ?? anywhere
}

/** What a folded when section says it holds: the period, the days picked (as `day` writes them), or any date. */
export function whenSummary(
  when: WhenSelection,
  periods: ReadonlyArray<{ id: number; label: string }>,
  words: { anyDate: string; day(isoDay: string): string },
): string {
  const period = when.periodId === WHENEVER ? undefined : periods.find((entry) => entry.id === when.periodId)
  if (period) return period.label
  const { start, end } = when.range
  if (!start && !end) return words.anyDate
  return [start, end]
    .filter((day): day is string => day !== null)
    .map(words.day)
    .join(' – ')
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** A search's dates, short and in the edition's language ("3–12 mag 2027"), else any date. */
export function summaryDates(range: DateRange, locale: string, anyDate: string): string {
  const format = dateFormat(locale, 'dayYear')
  if (range.start && range.end) return format.formatRange(utcDay(range.start), utcDay(range.end))
  const only = range.start ?? range.end
  return only ? format.format(utcDay(only)) : anyDate
}
