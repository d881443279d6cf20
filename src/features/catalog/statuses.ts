/** Tour sales statuses, exactly as the catalog stores and the API returns them. */
export const TOUR_STATUSES = ['PLANNED', 'ALMOST_CONFIRMED', 'CONFIRMED', 'ALMOST_FULL', 'WAITING_LIST', 'SOLD_OUT'] as const
export type TourStatus = (typeof TOUR_STATUSES)[number]

/** What a search includes when it names no status: everything but SOLD_OUT. */
export const DEFAULT_SEARCH_STATUSES: readonly TourStatus[] = ['ALMOST_CONFIRMED', 'ALMOST_FULL', 'CONFIRMED', 'PLANNED', 'WAITING_LIST']

/** Best to worst, for the calendar's day cells. */
export const STATUS_PRIORITY: readonly TourStatus[] = [
  'ALMOST_FULL',
  'CONFIRMED',
  'ALMOST_CONFIRMED',
  'PLANNED',
  'WAITING_LIST',
  'SOLD_OUT',
]

/** The best of several statuses (several departures on one day show the best). */
export function bestStatus(statuses: readonly TourStatus[]): TourStatus | null {
  let best: TourStatus | null = null
  for (const status of statuses) {
    if (best === null || STATUS_PRIORITY.indexOf(status) < STATUS_PRIORITY.indexOf(best)) best = status
  }
  return best
}
