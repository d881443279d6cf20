import type { MonthView } from './calendar-view'

/**
 * Months whose days are in the page's HTML from the start: what a phone shows of the calendar.
 * The others are drawn by the island, once scrolled near on a phone, all at once on a large
 * screen, so a travel's fifteen months do not weigh on every page.
 */
export const FIRST_DRAWN_MONTHS = 2

/** The `YYYY-MM` month of a `YYYY-MM-DD` date. */
export const monthOf = (date: string) => date.slice(0, 7)

/** The months drawn at first: the first few, and the requested date's month when the calendar has it. */
export function initiallyDrawnMonths(months: readonly MonthView[], requested: string | null): Set<string> {
  const drawn = new Set(months.slice(0, FIRST_DRAWN_MONTHS).map((month) => month.key))
  if (requested && months.some((month) => month.key === monthOf(requested))) drawn.add(monthOf(requested))
  return drawn
}

/** The week rows a month's grid takes: a month not yet drawn keeps that height, so scrolling does not jump. */
export function weekRows(month: Pick<MonthView, 'firstColumn' | 'length'>): number {
  return Math.ceil((month.firstColumn - 1 + month.length) / 7)
}
