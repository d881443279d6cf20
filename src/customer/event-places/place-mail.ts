import type { Payload } from 'payload'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { readEditions } from '@/editions/read-editions'
import { eventMoment } from '@/features/events/event-time'
import { cancellationDeadline } from '@/features/events/event-status'
import { relationId } from '@/lib/cms/relation-ids'
import { mailHtml, mailText } from '@/lib/mail/mail-layout'
import type { EventCity } from '@/payload-types'
import { PLACE_MAIL_TEXTS, type PlaceMailKind } from './place-mail-texts'

/**
 * Mails a customer about their place at an event, in the language of the edition they took it
 * on: the event as that edition names it, its time on the city's clock, and a button to its page.
 */
export async function sendPlaceMail(
  payload: Payload,
  { eventId, customerId, edition: code, kind }: { eventId: number; customerId: number; edition: EditionCode; kind: PlaceMailKind },
): Promise<void> {
  const [customer, event, editions] = await Promise.all([
    payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: true }),
    payload.findByID({ collection: 'events', id: eventId, depth: 1, locale: code, overrideAccess: true }),
    readEditions(payload),
  ])
  const edition = editions.find((each) => each.code === code)!
  const city = event.city as EventCity
  const { locale, language } = EDITIONS[code]
  const moment = (instant: string) => eventMoment(instant, city.timeZone, locale)
  const facts = {
    title: event.title,
    when: moment(event.startsAt),
    venue: `${event.venue.name}, ${event.venue.address}`,
    cancelUntil: moment(cancellationDeadline({ startsAt: event.startsAt, cancelBefore: event.cancelBefore ?? null }).toISOString()),
  }
  const texts = PLACE_MAIL_TEXTS[language]
  const page = href('events-city-slug', { city: city.slug, slug: event.slug }, edition) || href('index', {}, edition) || '/'
  const content = {
    language,
    subject: texts[kind].subject(facts),
    intro: texts[kind].intro(facts),
    highlight: { kind: 'button' as const, label: texts.button, href: absoluteUrl(code, page) },
    notes: [texts[kind].next(facts)],
    siteHref: absoluteUrl(code, href('index', {}, edition) || '/'),
  }
  await payload.sendEmail({ to: customer.email, subject: content.subject, html: mailHtml(content), text: mailText(content) })
}

/** The same, for a place row: a failure is logged, never undoes what the place did. */
export function mailPlace(payload: Payload, place: { event: unknown; customer: unknown; edition: EditionCode }, kind: PlaceMailKind) {
  return sendPlaceMail(payload, {
    eventId: relationId(place.event)!,
    customerId: relationId(place.customer)!,
    edition: place.edition,
    kind,
  }).catch((error: unknown) => payload.logger.error({ err: error }, `The event place mail (${kind}) could not be sent.`))
}
