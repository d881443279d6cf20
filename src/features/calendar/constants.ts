/** Calendar constants. */
export const EMPTY_CALENDAR_EXTRA_MONTHS = 2 // no departures: the current month plus 2
export const FILTER_CALENDAR_EXTRA_MONTHS = 18 // as a search filter: the current month plus 18
export const GRID_SIZES = [28, 35, 42] as const
export const DAYS_PER_WEEK = 7
