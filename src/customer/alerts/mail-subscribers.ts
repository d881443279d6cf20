import { readEditions } from '@/editions/read-editions'
import type { Payload, Where } from 'payload'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { relationId } from '@/lib/cms/relation-ids'
import { priceGroupName } from '@/collections/catalog/tours/prices'
import { changeKey, type AlertChange } from './alert-changes'
import { alertMail, type MailedDeparture } from './alert-mail'
import { subscribersWhere } from './subscribers'

/** The departure as the alert's edition shows it; null when the tour or its travel is gone. */
async function departureIn(payload: Payload, tourId: number, edition: EditionCode): Promise<MailedDeparture | null> {
  const tour = await payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: true, disableErrors: true })
  const travelId = relationId(tour?.travel)
  if (!tour || travelId === null) return null
  const travel = await payload.findByID({
    collection: 'travels',
    id: travelId,
    depth: 0,
    locale: edition,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!travel?.title || !travel.slug) return null
  const price = tour.prices[priceGroupName(EDITIONS[edition].currency)].price
  return {
    travel: { title: travel.title, slug: travel.slug },
    tour: { id: tour.id, startingDay: tour.startingDate.slice(0, 10), endingDay: tour.endingDate.slice(0, 10), price },
  }
}

const deliveryWhere = (alertId: number, change: string): Where => ({
  and: [{ alert: { equals: alertId } }, { change: { equals: change } }],
})

/** Marks the mail of this alert about this change as sent; false when it already was (another run, the same change again). */
async function claim(payload: Payload, alertId: number, change: string): Promise<boolean> {
  const where = deliveryWhere(alertId, change)
  if ((await payload.count({ collection: 'notify-me-deliveries', where, overrideAccess: true })).totalDocs) return false
  try {
    await payload.create({ collection: 'notify-me-deliveries', data: { alert: alertId, change }, overrideAccess: true })
    return true
  } catch (error) {
    // The unique (alert, change) index refused a second claim made at the same moment.
    if ((await payload.count({ collection: 'notify-me-deliveries', where, overrideAccess: true })).totalDocs) return false
    throw error
  }
}

/**
 * Mails every active subscriber of a change once. Each mail is claimed before it is sent, in its
 * own transaction (a failure later in the run never undoes what was sent); a mail that fails is
 * released and the run ends in an error, so that the job's retry sends exactly the missing ones.
 * Returns how many were mailed.
 */
export async function mailSubscribers(payload: Payload, change: AlertChange): Promise<number> {
  const key = changeKey(change)
  const { docs: alerts } = await payload.find({
    collection: 'notify-me-alerts',
    where: subscribersWhere(change),
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const departures = new Map<EditionCode, MailedDeparture | null>()
  const failures: unknown[] = []
  let mailed = 0
  const editions = await readEditions(payload)
  for (const alert of alerts) {
    const edition = alert.edition as EditionCode
    if (!departures.has(edition)) departures.set(edition, await departureIn(payload, change.tourId, edition))
    const departure = departures.get(edition)
    const customer = await payload.findByID({
      collection: 'customers',
      id: relationId(alert.customer)!,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!departure || !customer?.email || !(await claim(payload, alert.id, key))) continue
    const mail = alertMail({ edition: editions.find((each) => each.code === edition)!, alertId: alert.id, change, departure })
    try {
      await payload.sendEmail({
        to: customer.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // A mail client's own unsubscribe button (one click, by POST: RFC 8058).
        headers: { 'List-Unsubscribe': `<${mail.unsubscribeHref}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      mailed += 1
    } catch (error) {
      await payload.delete({ collection: 'notify-me-deliveries', where: deliveryWhere(alert.id, key), overrideAccess: true })
      failures.push(error)
    }
  }
  if (failures.length)
    throw new Error(`${failures.length} alert mail(s) for ${key} could not be sent; the job's retry sends them.`, { cause: failures[0] })
  return mailed
}
