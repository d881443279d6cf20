import type { Edition } from '@/editions/edition'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS } from '@/editions/editions'
import { href } from '@/editions/href'
import { BRAND_NAME } from '@/lib/brand'
import { mailHtml, mailText, type MailContent } from '@/lib/mail/mail-layout'
import { CONFIRMATION_MAIL_TEXTS } from './confirmation-mail-texts'
import { CONFIRM_LINK_TTL_HOURS } from './opt-in-token'

/** The call a confirmation mail's link opens. */
export const CONFIRM_PATH = '/api/v1/newsletter/confirm'

/** The link of a confirmation mail: the confirm call on the edition's host, with the token and the edition. */
export function confirmationLink(edition: Edition, token: string): string {
  return absoluteUrl(edition.code, `${CONFIRM_PATH}?${new URLSearchParams({ token, edition: edition.code })}`)
}

/** The newsletter confirmation mail in the edition's language: HTML with a button, and the same as text. */
export function confirmationMail({ edition, token, email }: { edition: Edition; token: string; email: string }) {
  const { language, locale } = EDITIONS[edition.code]
  const texts = CONFIRMATION_MAIL_TEXTS[language]
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(CONFIRM_LINK_TTL_HOURS)
  const content: MailContent = {
    language,
    subject: texts.subject(BRAND_NAME),
    intro: texts.intro(BRAND_NAME),
    highlight: { kind: 'button', label: texts.button, href: confirmationLink(edition, token) },
    notes: [texts.validity(duration), texts.requestedFor(email), texts.ignore],
    siteHref: absoluteUrl(edition.code, href('index', {}, edition) || '/'),
  }
  return { subject: content.subject, html: mailHtml(content), text: mailText(content) }
}
