/** Kinds of period. */
export const PERIOD_TYPES = ['month', 'period', 'event', 'custom'] as const
export type PeriodType = (typeof PERIOD_TYPES)[number]

/** A "when" choice as the search bar lists it. */
export type SearchPeriod = { id: number; type: PeriodType; label: string; startingDate: string; endingDate: string }

/** How a period reads: a month as its name and year ("Agosto 2027"), any other by its name; a nameless one is a custom range. */
export function periodLabel(period: { type: PeriodType; name: string | null; year: number }): string | null {
  if (!period.name) return null
  return period.type === 'month' ? `${period.name} ${period.year}` : period.name
}
