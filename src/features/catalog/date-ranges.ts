/** A `dateRanges[]` value: its first and last day, `YYYY-MM-DD..YYYY-MM-DD`, both included. */
const DATE_RANGE_PATTERN = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/

export type DayRange = { start: string; end: string }

export const dateRangeText = ({ start, end }: DayRange): string => `${start}..${end}`

/** The two days a `dateRanges[]` value names, or null when it is not written as one. */
export function dateRangeDays(text: string): DayRange | null {
  const match = DATE_RANGE_PATTERN.exec(text)
  return match ? { start: match[1]!, end: match[2]! } : null
}
