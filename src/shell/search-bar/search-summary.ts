import type { DayRange } from '@/features/catalog/date-ranges'
import { dateFormat } from './date-formats'
import { periodWithDays, type WhenSelection } from './when-selection'
import { freeText, type WhereSelection } from './where-selection'

/** What a folded where section says it holds: the continent, the destination, the typed text, or anywhere. */
export function whereSummary(where: WhereSelection, continents: ReadonlyArray<{ id: number; name: string }>, anywhere: string): string {
  if (where.continentId !== null) return continents.find((continent) => continent.id === where.continentId)?.name ?? anywhere
  return where.destination?.name ?? freeText(where) ?? anywhere
}

const inDateOrder = (periods: readonly DayRange[]) => [...periods].sort((a, b) => a.start.localeCompare(b.start))

/**
 * What a folded when section says it holds: the chosen periods' names in date order (a period the
 * bar does not list, as its days), the days picked (as `day` writes them), or any date.
 */
export function whenSummary(
  when: WhenSelection,
  periods: ReadonlyArray<{ label: string; startingDate: string; endingDate: string }>,
  words: { anyDate: string; day(isoDay: string): string },
): string {
  const days = (start: string | null, end: string | null) =>
    [start, end]
      .filter((day): day is string => day !== null)
      .map(words.day)
      .join(' – ')
  if (when.periods.length > 0) {
    return inDateOrder(when.periods)
      .map((chosen) => periodWithDays(periods, chosen)?.label ?? days(chosen.start, chosen.end))
      .join(', ')
  }
  const { start, end } = when.range
  return start || end ? days(start, end) : words.anyDate
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/** The month's first and last day, as a month's period has them. */
function isWholeMonth({ start, end }: DayRange): boolean {
  const [year, month] = start.split('-').map(Number)
  return start.endsWith('-01') && end === new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
}

/**
 * A search's dates, short and in the edition's language: its periods in date order, a whole month
 * by its name ("giu 2027, 21 giu – 21 set 2027"), else its days ("3–12 mag 2027"), else any date.
 */
export function summaryDates(when: WhenSelection, locale: string, anyDate: string): string {
  const format = dateFormat(locale, 'dayYear')
  if (when.periods.length > 0) {
    return inDateOrder(when.periods)
      .map((period) =>
        isWholeMonth(period)
          ? dateFormat(locale, 'monthYear').format(utcDay(period.start))
          : format.formatRange(utcDay(period.start), utcDay(period.end)),
      )
      .join(', ')
  }
  const { start, end } = when.range
  if (start && end) return format.formatRange(utcDay(start), utcDay(end))
  const only = start ?? end
  return only ? format.format(utcDay(only)) : anyDate
}
