import type { Payload } from 'payload'
import type { EditionCode } from '@/editions/editions'
import { formatDay } from '@/editions/formats'
import { relationId } from '@/lib/cms/relation-ids'

/** How the unsubscribe page names an alert's subject in the edition: the travel, and the departure's day for a tour; null for an alert that is gone. */
export async function alertSubject(payload: Payload, alertIdValue: number, edition: EditionCode): Promise<string | null> {
  const alert = await payload.findByID({
    collection: 'notify-me-alerts',
    id: alertIdValue,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!alert) return null
  const travel = await payload.findByID({
    collection: 'travels',
    id: relationId(alert.travel)!,
    depth: 0,
    locale: edition,
    overrideAccess: true,
    disableErrors: true,
  })
  const tourId = relationId(alert.tour)
  const tour =
    tourId === null
      ? null
      : await payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: true, disableErrors: true })
  const title = travel?.title ?? ''
  return tour ? `${title} (${formatDay(tour.startingDate.slice(0, 10))})` : title
}
