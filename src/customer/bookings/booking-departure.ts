import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import type { CurrencyCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { priceGroupName } from '@/collections/catalog/tours/prices'
import type { TourStatus } from '@/features/catalog/statuses'
import { seatsLabel, type SeatsLabel } from '@/features/catalog/tour-rules'
import { relationId } from '@/lib/cms/relation-ids'
import { bookingRefusal, travellersOffered } from './booking-admission'
import { MAX_TRAVELLERS_PER_BOOKING } from './booking-rules'

/** Whether the booking page shows its form, or why not. */
export type DepartureState = 'open' | 'departed' | 'sold-out' | 'not-bookable'

/** A departure as its booking page shows it, priced in the visitor's currency. */
export type BookingDeparture = {
  tourId: number
  travelId: number
  travelTitle: string
  travelUrl: string
  tourUrl: string
  numberOfDays: number
  startingDate: string
  endingDate: string
  status: TourStatus
  freeSeats: number
  seatsToConfirm: number
  seatsLabel: SeatsLabel | null
  currency: CurrencyCode
  price: number
  basePrice: number
  discount: number
  state: DepartureState
  /** Travellers the form offers: 1 to the seats left, within a booking's limit. */
  maxTravellers: number
}

/** What the booking route gives its page's blocks. */
export type BookingRouteData = { booking?: BookingDeparture }

const STATE_OF_REFUSAL = { TOUR_DEPARTED: 'departed', TOUR_SOLD_OUT: 'sold-out', TOUR_NOT_BOOKABLE: 'not-bookable' } as const

/**
 * The departure of a booking page, as a visitor may see it (a tour of an unpublished travel is
 * unknown: null). Its state comes from the same rules the booking request is checked by (a
 * customer's own earlier booking aside, which only the browser knows about).
 */
export async function bookingDeparture(
  payload: Payload,
  tourId: number,
  audience: { edition: Edition; currency: CurrencyCode },
): Promise<BookingDeparture | null> {
  const tour = await payload.findByID({ collection: 'tours', id: tourId, depth: 0, disableErrors: true, overrideAccess: false })
  const travelId = relationId(tour?.travel)
  if (!tour || travelId === null) return null
  const travel = await payload.findByID({
    collection: 'travels',
    id: travelId,
    depth: 0,
    locale: audience.edition.code,
    disableErrors: true,
    overrideAccess: false,
  })
  if (!travel?.title || !travel.slug) return null
  const startingDate = tour.startingDate.slice(0, 10)
  const refusal = bookingRefusal({
    tour: { ...tour, startingDate },
    today: new Date().toISOString().slice(0, 10),
    travellers: 1,
    alreadyBooked: false,
  })
  const prices = tour.prices[priceGroupName(audience.currency)]
  return {
    tourId: tour.id,
    travelId,
    travelTitle: travel.title,
    travelUrl: href('travels-travel', { travel: travel.slug }, audience.edition),
    tourUrl: href('travels-travel-tour', { travel: travel.slug, tour: tour.id }, audience.edition),
    numberOfDays: travel.numberOfDays,
    startingDate,
    endingDate: tour.endingDate.slice(0, 10),
    status: tour.status,
    freeSeats: tour.freeSeats,
    seatsToConfirm: tour.seatsToConfirm,
    seatsLabel: seatsLabel(tour),
    currency: audience.currency,
    price: prices.price,
    basePrice: prices.basePrice,
    discount: prices.basePrice - prices.price,
    state: refusal && refusal !== 'NOT_ENOUGH_SEATS' && refusal !== 'ALREADY_BOOKED' ? STATE_OF_REFUSAL[refusal] : 'open',
    maxTravellers: travellersOffered(tour.freeSeats, MAX_TRAVELLERS_PER_BOOKING),
  }
}
