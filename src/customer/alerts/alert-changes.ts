import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'
import type { TourStatus } from '@/features/catalog/statuses'

/** What a notify-me alert waits for, as one saved tour shows it. */
export type AlertChange =
  | { type: 'TOUR_CONFIRMED'; tourId: number }
  | { type: 'PRICE_DROPPED'; tourId: number; currency: CurrencyCode; from: number; to: number }
  | { type: 'STOCKOUT_TRAVEL'; travelId: number; tourId: number }

/** A tour as its afterChange hook sees it (prices in minor units, by lowercase currency). */
export type SavedTour = {
  id: number
  travelId: number
  status: TourStatus
  /** The calendar day, `YYYY-MM-DD`. */
  startingDay: string
  prices: Partial<Record<CurrencyCode, number>>
}

const NOT_YET_CONFIRMED: readonly TourStatus[] = ['PLANNED', 'ALMOST_CONFIRMED']
const CONFIRMED: readonly TourStatus[] = ['CONFIRMED', 'ALMOST_FULL']

/** A departure one can still go on: not left yet and not sold out. */
export const isOpen = (tour: SavedTour, today: string) => tour.startingDay >= today && tour.status !== 'SOLD_OUT'

/**
 * The changes of a tour save that alerts wait for: a departure not yet confirmed becoming
 * confirmed (or almost full); its price lowered in a currency (a sold-out or departed tour's price
 * tells nobody anything). A departure that opens (created, or no longer sold out) is a new
 * departure for its travel only when the travel had no other open one: `newDepartureForTravel`
 * tells whether to ask.
 */
export function tourChanges(previous: SavedTour | null, tour: SavedTour, today: string): AlertChange[] {
  if (!previous || !isOpen(tour, today)) return []
  const changes: AlertChange[] = []
  if (NOT_YET_CONFIRMED.includes(previous.status) && CONFIRMED.includes(tour.status))
    changes.push({ type: 'TOUR_CONFIRMED', tourId: tour.id })
  for (const currency of CURRENCY_CODES) {
    const from = previous.prices[currency]
    const to = tour.prices[currency]
    if (typeof from === 'number' && typeof to === 'number' && to < from)
      changes.push({ type: 'PRICE_DROPPED', tourId: tour.id, currency, from, to })
  }
  return changes
}

/** The save opened this departure (it was not open before): it is news for a travel that had no other open one. */
export const opensDeparture = (previous: SavedTour | null, tour: SavedTour, today: string) =>
  isOpen(tour, today) && (!previous || !isOpen(previous, today))

/**
 * The name of a change among the mails of one alert: the same change saved twice (or a job run
 * twice) has the same name, so its subscribers are mailed once.
 */
export function changeKey(change: AlertChange): string {
  if (change.type === 'TOUR_CONFIRMED') return `confirmed:tour:${change.tourId}`
  if (change.type === 'PRICE_DROPPED') return `price:tour:${change.tourId}:${change.currency}:${change.to}`
  return `new-departure:travel:${change.travelId}:tour:${change.tourId}`
}
