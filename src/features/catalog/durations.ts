/** Duration filter options: up to 6 days, up to 10 days, more than 10 days. */
export const DURATION_OPTIONS = ['MAX_6', 'MAX_10', 'OVER_10'] as const
export type DurationOption = (typeof DURATION_OPTIONS)[number]

/** The day range a duration option stands for, inclusive. */
export function durationRange(option: DurationOption): { min: number; max: number | null } {
  const [kind, days] = option.split('_') as ['MAX' | 'OVER', string]
  return kind === 'MAX' ? { min: 1, max: Number(days) } : { min: Number(days) + 1, max: null }
}

/** Whether a number of days falls in any of the options (ranges worked out once, not per travel). */
export function durationMatcher(options: readonly DurationOption[]): (numberOfDays: number) => boolean {
  const ranges = options.map(durationRange)
  return (numberOfDays) => ranges.some(({ min, max }) => numberOfDays >= min && (max === null || numberOfDays <= max))
}
