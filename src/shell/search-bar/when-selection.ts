import type { DateRange } from '@/features/calendar/range-selection'

/** "Whenever": no period and no dates. */
export const WHENEVER = -1

/** The "when" section: a CMS period (by id) or a range of days, or whenever. */
export type WhenSelection = { periodId: number; range: DateRange }

export const ANY_TIME: WhenSelection = { periodId: WHENEVER, range: { start: null, end: null } }

/** Selecting the selected period deselects it (whenever, dates cleared); another one replaces it and its dates. */
export function togglePeriod(current: WhenSelection, period: { id: number; startingDate: string; endingDate: string }): WhenSelection {
  if (current.periodId === period.id) return ANY_TIME
  return { periodId: period.id, range: { start: period.startingDate, end: period.endingDate } }
}

/** Days picked on the dates tab: no period any more; clearing both days is whenever. */
export function pickRange(range: DateRange): WhenSelection {
  return range.start || range.end ? { periodId: WHENEVER, range } : ANY_TIME
}

export const hasWhen = (when: WhenSelection): boolean => when.periodId !== WHENEVER || when.range.start !== null || when.range.end !== null
