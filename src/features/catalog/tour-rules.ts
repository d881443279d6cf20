import type { TourStatus } from './statuses'

type SeatsInput = { status: TourStatus; freeSeats: number; seatsToConfirm: number }

export type SeatsLabel = 'notConfirmedTour' | 'confirmedTour'

const CONFIRMED_WITH_SEATS: readonly TourStatus[] = ['CONFIRMED', 'ALMOST_FULL']

/** Which seats message a tour shows; `null` shows none. */
export function seatsLabel(tour: SeatsInput): SeatsLabel | null {
  if (tour.seatsToConfirm > 0) return 'notConfirmedTour'
  if (CONFIRMED_WITH_SEATS.includes(tour.status) && tour.freeSeats > 0) return 'confirmedTour'
  return null
}

/** A tour can be booked online: seats still to confirm, or confirmed with free seats. */
export const isBookable = (tour: SeatsInput): boolean => seatsLabel(tour) !== null

/** WAITING_LIST is "on request": bookable only through customer care. */
export const isOnRequest = (tour: { status: TourStatus }): boolean => tour.status === 'WAITING_LIST'

export const NOTIFY_ME_TYPES = ['STOCKOUT_TRAVEL', 'TOUR_CONFIRMED', 'PRICE_DROPPED'] as const
export type NotifyMeType = (typeof NOTIFY_ME_TYPES)[number]

/**
 * The alerts a visitor may ask for: a travel without tours → STOCKOUT_TRAVEL; a tour
 * not yet confirmed → TOUR_CONFIRMED and PRICE_DROPPED; any other tour → PRICE_DROPPED.
 */
export function notifyMeTypes(tour: { status: TourStatus } | null): NotifyMeType[] {
  if (!tour) return ['STOCKOUT_TRAVEL']
  if (tour.status === 'PLANNED' || tour.status === 'ALMOST_CONFIRMED') return ['TOUR_CONFIRMED', 'PRICE_DROPPED']
  return ['PRICE_DROPPED']
}

/** The notify-me button shows for every status but SOLD_OUT. */
export const isNotifyMeVisible = (tour: { status: TourStatus } | null): boolean => tour?.status !== 'SOLD_OUT'
