/** Calendar constants (spec 000 §9). */
export const EMPTY_CALENDAR_EXTRA_MONTHS = 2 // no departures: the current month plus 2
export const FILTER_CALENDAR_EXTRA_MONTHS = 18 // as a search filter: the current month plus 18
export const CALENDAR_REBUILD_DELAY_MS = 600 // spec 000 §4: parameter changes rebuild after 600 ms
export const GRID_SIZES = [28, 35, 42] as const
export const DAYS_PER_WEEK = 7
