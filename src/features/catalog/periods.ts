/** Kinds of period (spec 000 §3). */
export const PERIOD_TYPES = ['month', 'period', 'event', 'custom'] as const
export type PeriodType = (typeof PERIOD_TYPES)[number]
