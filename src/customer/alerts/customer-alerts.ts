import type { Payload } from 'payload'
import type { EditionCode } from '@/editions/editions'
import type { TourStatus } from '@/features/catalog/statuses'
import { isNotifyMeVisible, notifyMeTypes, type NotifyMeType } from '@/features/catalog/tour-rules'
import { ApiError } from '@/lib/http/api-error'
import { relationId } from '@/lib/cms/relation-ids'
import type { NotifyMeAlert } from '@/payload-types'
import type { AlertTarget, CustomerAlert } from './alert-shape'
import { MAX_ACTIVE_ALERTS } from './alert-limits'
import { openDepartures, todayDay } from './open-departures'

const alertKey = (customerId: number, target: AlertTarget) =>
  target.tourId !== undefined ? `${customerId}:tour:${target.tourId}` : `${customerId}:travel:${target.travelId}`

const present = (alert: NotifyMeAlert): CustomerAlert => ({
  id: alert.id,
  travelId: relationId(alert.travel)!,
  tourId: relationId(alert.tour),
  types: (alert.types ?? []) as NotifyMeType[],
  active: alert.active ?? false,
  phone: alert.phone ?? null,
})

/** The customer's alerts, the most recent first. */
export async function alertsOf(payload: Payload, customerId: number): Promise<{ alerts: CustomerAlert[] }> {
  const { docs } = await payload.find({
    collection: 'notify-me-alerts',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return { alerts: docs.map(present) }
}

const unavailable = (message: string) => new ApiError('NOTIFY_ME_UNAVAILABLE', message, {}, 409)

/**
 * What an alert on the target waits for, as the public catalog shows it now: a tour not left and
 * not sold out (by its status, spec'd types); a travel only while it has no open departure (a new
 * one is the news). 404 for what the public cannot see, 409 NOTIFY_ME_UNAVAILABLE otherwise.
 */
async function subjectOf(payload: Payload, target: AlertTarget): Promise<{ travelId: number; types: NotifyMeType[] }> {
  if (target.tourId !== undefined) {
    const tour = await payload.findByID({ collection: 'tours', id: target.tourId, depth: 0, overrideAccess: false, disableErrors: true })
    if (!tour) throw new ApiError('NOT_FOUND', 'There is no such tour.')
    const status = tour.status as TourStatus
    if (tour.startingDate.slice(0, 10) < todayDay()) throw unavailable('This departure has left.')
    if (!isNotifyMeVisible({ status })) throw unavailable('This departure is sold out.')
    return { travelId: relationId(tour.travel)!, types: notifyMeTypes({ status }) }
  }
  const travel = await payload.findByID({
    collection: 'travels',
    id: target.travelId,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!travel) throw new ApiError('NOT_FOUND', 'There is no such travel.')
  if ((await openDepartures(payload, travel.id)) > 0) throw unavailable('This travel has departures: set an alert on one of them.')
  return { travelId: travel.id, types: notifyMeTypes(null) }
}

async function ensureRoomForOneMore(payload: Payload, customerId: number) {
  const { totalDocs } = await payload.count({
    collection: 'notify-me-alerts',
    where: { and: [{ customer: { equals: customerId } }, { active: { equals: true } }] },
    overrideAccess: true,
  })
  if (totalDocs >= MAX_ACTIVE_ALERTS)
    throw new ApiError(
      'TOO_MANY_ALERTS',
      `At most ${MAX_ACTIVE_ALERTS} alerts can be active; deactivate one first.`,
      { max: MAX_ACTIVE_ALERTS },
      409,
    )
}

/**
 * Sets the customer's alert on a tour or a travel (again: it is active again, with today's types,
 * the phone given and the edition it was set on, whose language its mails speak).
 */
export async function setAlert(
  payload: Payload,
  customerId: number,
  target: AlertTarget,
  { phone, edition }: { phone: string | null; edition: EditionCode },
): Promise<CustomerAlert> {
  const { travelId, types } = await subjectOf(payload, target)
  const key = alertKey(customerId, target)
  const { docs } = await payload.find({
    collection: 'notify-me-alerts',
    where: { key: { equals: key } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (!existing?.active) await ensureRoomForOneMore(payload, customerId)
  const data = { types, phone, edition, active: true }
  if (existing)
    return present(await payload.update({ collection: 'notify-me-alerts', id: existing.id, data, depth: 0, overrideAccess: true }))
  try {
    return present(
      await payload.create({
        collection: 'notify-me-alerts',
        data: { ...data, customer: customerId, travel: travelId, tour: target.tourId ?? null, key },
        depth: 0,
        overrideAccess: true,
      }),
    )
  } catch (error) {
    // The same alert set at the same moment won the race: it is there.
    const again = await payload.find({
      collection: 'notify-me-alerts',
      where: { key: { equals: key } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (!again.docs[0]) throw error
    return present(again.docs[0])
  }
}

/** Turns one of the customer's alerts on or off; someone else's is as unknown as a missing one (404). */
export async function switchAlert(payload: Payload, customerId: number, alertId: number, active: boolean): Promise<CustomerAlert> {
  const { docs } = await payload.find({
    collection: 'notify-me-alerts',
    where: { and: [{ id: { equals: alertId } }, { customer: { equals: customerId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const alert = docs[0]
  if (!alert) throw new ApiError('NOT_FOUND', 'There is no such alert.')
  if (alert.active === active) return present(alert)
  if (active) await ensureRoomForOneMore(payload, customerId)
  return present(await payload.update({ collection: 'notify-me-alerts', id: alert.id, data: { active }, depth: 0, overrideAccess: true }))
}

/** The unsubscribe link's deactivation: no sign-in, the signed id is the proof; false for an alert that no longer exists. */
export async function deactivateByLink(payload: Payload, alertId: number): Promise<boolean> {
  const alert = await payload.findByID({ collection: 'notify-me-alerts', id: alertId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!alert) return false
  if (alert.active) await payload.update({ collection: 'notify-me-alerts', id: alert.id, data: { active: false }, overrideAccess: true })
  return true
}
