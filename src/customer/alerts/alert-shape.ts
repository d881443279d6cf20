import type { NotifyMeType } from '@/features/catalog/tour-rules'

/** What an alert is about: a tour, or a travel without departures (exactly one). */
export type AlertTarget = { travelId: number; tourId?: undefined } | { tourId: number; travelId?: undefined }

/** A customer's alert as the site API gives it to its owner. */
export type CustomerAlert = {
  id: number
  travelId: number
  tourId: number | null
  types: NotifyMeType[]
  active: boolean
  phone: string | null
}

/**
 * A phone number: an optional plus, a 1-3 digit prefix, 3-4 digits, then 4-7 digits, with
 * optional spaces, dots or dashes between the groups. Optional in the alert form.
 */
export const PHONE_PATTERN = /^\+?\d{1,3}[\s.-]?\d{3,4}[\s.-]?\d{4,7}$/

/** The alert of the page's subject among a customer's alerts, if any. */
export const alertFor = (alerts: readonly CustomerAlert[], target: AlertTarget): CustomerAlert | undefined =>
  alerts.find((alert) =>
    target.tourId !== undefined ? alert.tourId === target.tourId : alert.tourId === null && alert.travelId === target.travelId,
  )
