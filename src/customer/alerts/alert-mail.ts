import type { Edition } from '@/editions/edition'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS } from '@/editions/editions'
import { formatDay, formatPrice } from '@/editions/formats'
import { href } from '@/editions/href'
import { mailHtml, mailText, type MailContent } from '@/lib/mail/mail-layout'
import type { AlertChange } from './alert-changes'
import { ALERT_MAIL_TEXTS } from './alert-mail-texts'
import { unsubscribeLink } from './unsubscribe-link'

/** The departure a mail is about, in the alert's edition: its travel's title and slug, its days and price there. */
export type MailedDeparture = {
  travel: { title: string; slug: string }
  tour: { id: number; startingDay: string; endingDay: string; price: number }
}

/** An alert's mail about one change, in its edition's language and currency, with the link that ends the alert. */
export function alertMail({
  edition,
  alertId,
  change,
  departure,
}: {
  edition: Edition
  alertId: number
  change: AlertChange
  departure: MailedDeparture
}) {
  const { language, currency } = EDITIONS[edition.code]
  const texts = ALERT_MAIL_TEXTS[language]
  const facts = { title: departure.travel.title, start: formatDay(departure.tour.startingDay), end: formatDay(departure.tour.endingDay) }
  const wording =
    change.type === 'TOUR_CONFIRMED'
      ? { subject: texts.confirmed.subject(facts), intro: texts.confirmed.intro(facts) }
      : change.type === 'PRICE_DROPPED'
        ? {
            subject: texts.priceDropped.subject(facts),
            intro: texts.priceDropped.intro({
              ...facts,
              from: formatPrice(change.from, change.currency),
              to: formatPrice(change.to, change.currency),
            }),
          }
        : {
            subject: texts.newDeparture.subject(facts),
            intro: texts.newDeparture.intro({ ...facts, price: formatPrice(departure.tour.price, currency) }),
          }
  const tourPath = href('travels-travel-tour', { travel: departure.travel.slug, tour: departure.tour.id }, edition)
  const content: MailContent = {
    language,
    ...wording,
    highlight: { kind: 'button', label: texts.button, href: absoluteUrl(edition.code, tourPath) },
    notes: [texts.why],
    siteHref: absoluteUrl(edition.code, href('index', {}, edition) || '/'),
    unsubscribe: { label: texts.unsubscribe, href: unsubscribeLink(edition.code, alertId) },
  }
  return { subject: content.subject, html: mailHtml(content), text: mailText(content), unsubscribeHref: content.unsubscribe!.href }
}
