import type { Where } from 'payload'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import type { AlertChange } from './alert-changes'

/**
 * The active alerts a change is news for: a tour's confirmation for the alerts on that tour that
 * wait for it; a price drop for those whose edition shows prices in the currency that dropped; a
 * travel's new departure for the alerts on the travel itself.
 */
export function subscribersWhere(change: AlertChange): Where {
  const waiting: Where[] = [{ active: { equals: true } }, { types: { in: [change.type] } }]
  if (change.type === 'STOCKOUT_TRAVEL') return { and: [...waiting, { travel: { equals: change.travelId } }, { tour: { exists: false } }] }
  if (change.type === 'TOUR_CONFIRMED') return { and: [...waiting, { tour: { equals: change.tourId } }] }
  const editions = EDITION_CODES.filter((code) => EDITIONS[code].currency === change.currency)
  return { and: [...waiting, { tour: { equals: change.tourId } }, { edition: { in: editions } }] }
}
