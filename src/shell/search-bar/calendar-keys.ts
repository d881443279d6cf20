import { addDays, addMonths, addYears, endOfWeek, format, parseISO, startOfWeek } from 'date-fns'

/** What a key does on the calendar's days (WAI-ARIA date grid), from the focused day. */
const MOVES: Record<string, (day: Date, weekStartsOn: 0 | 1, shift: boolean) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day, weekStartsOn) => startOfWeek(day, { weekStartsOn }),
  End: (day, weekStartsOn) => endOfWeek(day, { weekStartsOn }),
  PageUp: (day, _, shift) => (shift ? addYears(day, -1) : addMonths(day, -1)),
  PageDown: (day, _, shift) => (shift ? addYears(day, 1) : addMonths(day, 1)),
}

/**
 * The day a key moves the focus to: a day left or right, a week up or down, the week's first or
 * last day (Home, End), the same day a month (PageUp, PageDown) or, with Shift, a year away (or
 * that month's last day), kept between the first and last day the calendar offers. Null for a
 * key that does not move.
 */
export function moveFocusedDay(
  day: string,
  key: string,
  options: { weekStartsOn: 0 | 1; first: string; last: string; shift?: boolean },
): string | null {
  const move = MOVES[key]
  if (!move) return null
  const target = format(move(parseISO(day), options.weekStartsOn, options.shift ?? false), 'yyyy-MM-dd')
  return target < options.first ? options.first : target > options.last ? options.last : target
}
