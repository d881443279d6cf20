import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import { href } from '@/editions/href'
import { alertsOf } from '@/customer/alerts/customer-alerts'
import { relationId } from '@/lib/cms/relation-ids'
import type { AccountAlert } from './account-area-shape'

/**
 * The customer's notify-me alerts (the most recent first) with their travel's title in the
 * edition and the address of the page they were set on: the departure's, or the travel's.
 */
export async function accountAlerts(payload: Payload, customerId: number, edition: Edition): Promise<{ alerts: AccountAlert[] }> {
  const { alerts } = await alertsOf(payload, customerId)
  const travelIds = [...new Set(alerts.map((alert) => alert.travelId))]
  const tourIds = alerts.flatMap((alert) => (alert.tourId === null ? [] : [alert.tourId]))
  const [travels, tours] = await Promise.all([
    travelIds.length
      ? payload.find({
          collection: 'travels',
          where: { id: { in: travelIds } },
          locale: edition.code,
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    tourIds.length
      ? payload.find({ collection: 'tours', where: { id: { in: tourIds } }, depth: 0, limit: 0, pagination: false, overrideAccess: true })
      : { docs: [] },
  ])
  const travelById = new Map(travels.docs.map((travel) => [travel.id, travel]))
  const tourById = new Map(tours.docs.map((tour) => [tour.id, tour]))
  return {
    alerts: alerts.flatMap((alert): AccountAlert[] => {
      const travel = travelById.get(alert.travelId)
      if (!travel) return []
      const tour = alert.tourId === null ? undefined : tourById.get(alert.tourId)
      const shown = travel.published && travel.slug
      const url = !shown
        ? ''
        : tour && relationId(tour.travel) === travel.id
          ? href('travels-travel-tour', { travel: travel.slug, tour: tour.id }, edition)
          : href('travels-travel', { travel: travel.slug }, edition)
      return [
        {
          id: alert.id,
          active: alert.active,
          types: alert.types,
          travel: { title: travel.title, url: url || null },
          startingDate: tour ? tour.startingDate.slice(0, 10) : null,
        },
      ]
    }),
  }
}
