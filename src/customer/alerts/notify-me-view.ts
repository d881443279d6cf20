import type { NotifyMeType } from '@/features/catalog/tour-rules'
import type { CustomerAlert } from './alert-shape'

/**
 * What the notify-me box shows: a visitor's form (e-mail, phone, consents), also in the cached
 * HTML and until the session is known (most readers are visitors: nothing moves for them); a
 * customer's form (phone) while their alerts load or when they have none here; the alert on
 * (with a way to turn it off) or removed (with a way to turn it on again).
 */
export type NotifyMeView = 'visitor-form' | 'customer-form' | 'enabled' | 'removed'

export function notifyMeView(session: 'unknown' | 'signed-out' | 'signed-in', alert: CustomerAlert | undefined): NotifyMeView {
  if (session !== 'signed-in') return 'visitor-form'
  if (!alert) return 'customer-form'
  return alert.active ? 'enabled' : 'removed'
}

/** The promise the box makes, by what the alert waits for: a new departure, the confirmation (and prices), or prices. */
export type AlertWording = 'newDepartures' | 'confirmation' | 'priceChanges'

export function alertWording(types: readonly NotifyMeType[]): AlertWording {
  if (types.includes('STOCKOUT_TRAVEL')) return 'newDepartures'
  if (types.includes('TOUR_CONFIRMED')) return 'confirmation'
  return 'priceChanges'
}
