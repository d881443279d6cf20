/** Kinds of period. */
export const PERIOD_TYPES = ['month', 'period', 'event', 'custom'] as const
export type PeriodType = (typeof PERIOD_TYPES)[number]
