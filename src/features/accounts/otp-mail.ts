import { absoluteUrl } from '@/editions/absolute-url'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { BRAND_NAME } from '@/lib/brand'
import { escapeXml } from '@/lib/text/escape-xml'
import { OTP_MAIL_TEXTS } from './otp-mail-texts'

/** A one-time sign-in code is exactly six digits. */
export const OTP_CODE_PATTERN = /^\d{6}$/

export type OtpMailInput = { edition: EditionCode; code: string; validMinutes: number; email: string }
export type OtpMail = { subject: string; html: string; text: string }

/** The one-time sign-in code e-mail in the edition's language: the code is in the body only, never in the subject. */
export function otpMail({ edition, code, validMinutes, email }: OtpMailInput): OtpMail {
  if (!OTP_CODE_PATTERN.test(code)) throw new Error('otpMail: the code must be exactly 6 digits')
  if (!Number.isInteger(validMinutes) || validMinutes < 1) throw new Error('otpMail: validMinutes must be a positive integer')

  const { language, locale } = EDITIONS[edition]
  const texts = OTP_MAIL_TEXTS[language]
  const duration = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(validMinutes)
  const siteHref = absoluteUrl(edition, href('index', {}, edition) || '/')
  const content: OtpMailContent = {
    language,
    subject: texts.subject(BRAND_NAME),
    intro: texts.intro(BRAND_NAME),
    code,
    notes: [texts.validity(duration), texts.requestedFor(email), texts.ignore],
    siteHref,
    siteLabel: siteHref.replace(/^https?:\/\//, ''),
  }
  return { subject: content.subject, html: otpMailHtml(content), text: otpMailText(content) }
}

type OtpMailContent = {
  language: string
  subject: string
  intro: string
  code: string
  notes: string[]
  siteHref: string
  siteLabel: string
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;'
const CODE_STYLE =
  "font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;" +
  'background:#f1f4f8;border-radius:6px;padding:16px 24px;margin:0 0 24px;text-align:center;color:#1f2933;'

/** Table layout with inline styles only: the one form common mail clients render alike; every value is escaped. */
function otpMailHtml(content: OtpMailContent): string {
  const notes = content.notes.map((note) => `<p style="${FONT}font-size:14px;line-height:20px;margin:0 0 12px;">${escapeXml(note)}</p>`)
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeXml(content.language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f4f8;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f4f8;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background:#ffffff;border-radius:8px;">',
    '<tr><td style="padding:32px 24px;">',
    `<h1 style="${FONT}font-size:20px;line-height:28px;margin:0 0 16px;">${escapeXml(content.subject)}</h1>`,
    `<p style="${FONT}font-size:16px;line-height:24px;margin:0 0 16px;">${escapeXml(content.intro)}</p>`,
    `<p style="${CODE_STYLE}">${escapeXml(content.code)}</p>`,
    ...notes,
    '</td></tr>',
    `<tr><td style="${FONT}font-size:12px;line-height:18px;padding:16px 24px;border-top:1px solid #e4e7eb;">`,
    `${escapeXml(BRAND_NAME)} &middot; <a href="${escapeXml(content.siteHref)}" style="color:#1f2933;">${escapeXml(content.siteLabel)}</a>`,
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n')
}

/** The same content as plain text, for clients that do not show HTML. */
function otpMailText(content: OtpMailContent): string {
  return [content.intro, '', content.code, '', ...content.notes, '', '--', BRAND_NAME, content.siteHref, ''].join('\n')
}
