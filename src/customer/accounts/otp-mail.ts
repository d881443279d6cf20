import type { Edition } from '@/editions/edition'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS } from '@/editions/editions'
import { href } from '@/editions/href'
import { BRAND_NAME } from '@/lib/brand'
import { mailHtml, mailText, type MailContent } from '@/lib/mail/mail-layout'
import { OTP_MAIL_TEXTS } from './otp-mail-texts'

/** A one-time sign-in code is exactly six digits. */
export const OTP_CODE_PATTERN = /^\d{6}$/

export type OtpMailInput = { edition: Edition; code: string; validMinutes: number; email: string }
export type OtpMail = { subject: string; html: string; text: string }

/** The one-time sign-in code e-mail in the edition's language: the code is in the body only, never in the subject. */
export function otpMail({ edition, code, validMinutes, email }: OtpMailInput): OtpMail {
  if (!OTP_CODE_PATTERN.test(code)) throw new Error('otpMail: the code must be exactly 6 digits')
  if (!Number.isInteger(validMinutes) || validMinutes < 1) throw new Error('otpMail: validMinutes must be a positive integer')

  const { language, locale } = EDITIONS[edition.code]
  const texts = OTP_MAIL_TEXTS[language]
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(validMinutes)
  const siteHref = absoluteUrl(edition.code, href('index', {}, edition) || '/')
  const content: MailContent = {
    language,
    subject: texts.subject(BRAND_NAME),
    intro: texts.intro(BRAND_NAME),
    highlight: { kind: 'code', text: code },
    notes: [texts.validity(duration), texts.requestedFor(email), texts.ignore],
    siteHref,
  }
  return { subject: content.subject, html: mailHtml(content), text: mailText(content) }
}
