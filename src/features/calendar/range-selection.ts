/** A date range picked on the calendar: days as `YYYY-MM-DD`, either may be unset. */
export type DateRange = { start: string | null; end: string | null }

/** Start later than end: swapped; the same day twice: the end dropped. */
function normalize({ start, end }: DateRange): DateRange {
  if (start && end && start > end) return { start: end, end: start }
  if (start && end && start === end) return { start, end: null }
  return { start, end }
}

/** The range after a click on `day`. */
export function selectDay(range: DateRange, day: string): DateRange {
  const { start, end } = range
  if (!start) return normalize({ start: day, end })
  if (!end) {
    if (day === start) return { start: null, end: null }
    return normalize(day < start ? { start: day, end: start } : { start, end: day })
  }
  if (day === end) return { start, end: null }
  if (day > end) return normalize({ start: end, end: day })
  return normalize({ start: null, end: day })
}
