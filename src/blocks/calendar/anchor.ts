/** Where "all dates" links of a travel page land: the calendar of the page's own travel. */
export const DEPARTURE_CALENDAR_ANCHOR = 'departure-calendar'
