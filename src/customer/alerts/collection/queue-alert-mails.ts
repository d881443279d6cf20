import type { CollectionAfterChangeHook } from 'payload'
import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'
import { changeKey, opensDeparture, tourChanges, type AlertChange, type SavedTour } from '@/customer/alerts/alert-changes'
import { subscribersWhere } from '@/customer/alerts/subscribers'
import { openDepartures, todayDay } from '@/customer/alerts/open-departures'
import { NOTIFY_ME_TASK } from '@/customer/alerts/notify-me-task'
import type { TourStatus } from '@/features/catalog/statuses'
import { relationId } from '@/lib/cms/relation-ids'
import { priceGroupName } from '../../../collections/catalog/tours/prices'

type TourDoc = {
  id: number
  travel: unknown
  status: TourStatus
  startingDate: string
  prices?: Partial<Record<string, { price?: number | null }>>
}

function savedTour(doc: TourDoc): SavedTour {
  const prices: Partial<Record<CurrencyCode, number>> = {}
  for (const currency of CURRENCY_CODES) {
    const price = doc.prices?.[priceGroupName(currency)]?.price
    if (typeof price === 'number') prices[currency] = price
  }
  return { id: doc.id, travelId: relationId(doc.travel)!, status: doc.status, startingDay: String(doc.startingDate).slice(0, 10), prices }
}

/**
 * After a tour is saved (by an editor, an import or the API), each change alerts wait for (the
 * departure confirmed, its price dropped, a first open departure for its travel) that someone is
 * waiting for becomes a job in Payload's queue, in the save's transaction: a save rolled back
 * queues nothing. The job mails the subscribers (`notify-me-task.ts`).
 */
export const queueAlertMails: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const today = todayDay()
  const tour = savedTour(doc as TourDoc)
  const previous = operation === 'update' && previousDoc ? savedTour(previousDoc as TourDoc) : null
  const changes: AlertChange[] = tourChanges(previous, tour, today)
  if (opensDeparture(previous, tour, today) && (await openDepartures(req.payload, tour.travelId, { except: tour.id, req })) === 0)
    changes.push({ type: 'STOCKOUT_TRAVEL', travelId: tour.travelId, tourId: tour.id })
  for (const change of changes) {
    const { totalDocs } = await req.payload.count({
      collection: 'notify-me-alerts',
      where: subscribersWhere(change),
      req,
      overrideAccess: true,
    })
    if (totalDocs === 0) continue
    await req.payload.jobs.queue({ task: NOTIFY_ME_TASK, input: { change, key: changeKey(change) }, req, overrideAccess: true })
  }
  return doc
}
