import type { DateRange } from '@/features/calendar/range-selection'
import { MAX_DATE_RANGES } from '@/features/catalog/constants'
import type { DayRange } from '@/features/catalog/date-ranges'

/**
 * The "when" section: the chosen periods (a departure in any of them will do) or a range of days
 * from the dates tab, never both; neither is whenever. A period is held as its days, all a search's
 * address keeps of it: a search read back from an address shows its periods chosen again.
 */
export type WhenSelection = { periods: readonly DayRange[]; range: DateRange }

const NO_RANGE: DateRange = { start: null, end: null }

export const ANY_TIME: WhenSelection = { periods: [], range: NO_RANGE }

type Period = { startingDate: string; endingDate: string }

const sameDays = (chosen: DayRange, period: Period) => chosen.start === period.startingDate && chosen.end === period.endingDate

export const isChosen = (when: WhenSelection, period: Period): boolean => when.periods.some((chosen) => sameDays(chosen, period))

/** Another period can be chosen: the catalog searches at most MAX_DATE_RANGES ranges of days. */
export const canChooseMore = (when: WhenSelection): boolean => when.periods.length < MAX_DATE_RANGES

/**
 * Choosing a period adds it to those chosen (days picked on the dates tab are dropped); choosing a
 * chosen one again removes it, and removing the last is whenever.
 */
export function togglePeriod(current: WhenSelection, period: Period): WhenSelection {
  if (isChosen(current, period)) return { periods: current.periods.filter((chosen) => !sameDays(chosen, period)), range: NO_RANGE }
  if (!canChooseMore(current)) return current
  return { periods: [...current.periods, { start: period.startingDate, end: period.endingDate }], range: NO_RANGE }
}

/** Days picked on the dates tab replace the periods; clearing both days is whenever. */
export function pickRange(range: DateRange): WhenSelection {
  return range.start || range.end ? { periods: [], range } : ANY_TIME
}

export const hasWhen = (when: WhenSelection): boolean => when.periods.length > 0 || when.range.start !== null || when.range.end !== null

/** The bar's period with these days, if it lists one. */
export const periodWithDays = <T extends Period>(periods: readonly T[], days: DayRange): T | undefined =>
  periods.find((period) => sameDays(days, period))
