import { readEditions } from '@/editions/read-editions'
import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { formatDay } from '@/editions/formats'
import { href } from '@/editions/href'
import { relationId } from '@/lib/cms/relation-ids'
import { mailHtml, mailText, type MailContent } from '@/lib/mail/mail-layout'
import type { Booking } from '@/payload-types'
import { BOOKING_MAIL_TEXTS, type BookingMailFacts } from './booking-mail-texts'

export type BookingMailKind = 'requested' | 'confirmed' | 'cancelled'

/** A booking mail in the edition's language: what was booked, the reference (highlighted) and what happens next. */
export function bookingMail(kind: BookingMailKind, edition: Edition, facts: BookingMailFacts) {
  const { language } = EDITIONS[edition.code]
  const texts = BOOKING_MAIL_TEXTS[language]
  const content: MailContent = {
    language,
    subject: texts[kind].subject(facts),
    intro: texts[kind].intro(facts),
    highlight: { kind: 'code', text: facts.reference },
    notes: [texts[kind].next, texts.referenceNote(facts.reference)],
    siteHref: absoluteUrl(edition.code, href('index', {}, edition) || '/'),
  }
  return { subject: content.subject, html: mailHtml(content), text: mailText(content) }
}

/**
 * Mails a site booking's customer about it (`requested` when taken, `confirmed` or `cancelled`
 * when our staff confirm or cancel it), in the language of the edition it was made on; the travel as that edition names it.
 */
export async function sendBookingMail(
  payload: Payload,
  booking: Booking,
  kind: BookingMailKind,
  req?: Parameters<Payload['findByID']>[0]['req'],
) {
  const edition = (booking.edition ?? 'it') as EditionCode
  const customer = await payload.findByID({
    collection: 'customers',
    id: relationId(booking.customer)!,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const tour = await payload.findByID({ collection: 'tours', id: relationId(booking.tour)!, depth: 0, overrideAccess: true, req })
  const travel = await payload.findByID({
    collection: 'travels',
    id: relationId(tour.travel)!,
    depth: 0,
    locale: edition,
    overrideAccess: true,
    req,
  })
  const mail = bookingMail(
    kind,
    (await readEditions(payload)).find((each) => each.code === edition)!,
    {
      title: travel.title ?? '',
      start: formatDay(tour.startingDate.slice(0, 10)),
      end: formatDay(tour.endingDate.slice(0, 10)),
      travellers: booking.travellersCount ?? booking.travellers.length,
      reference: booking.reference,
    },
  )
  await payload.sendEmail({ to: customer.email, subject: mail.subject, html: mail.html, text: mail.text })
}
