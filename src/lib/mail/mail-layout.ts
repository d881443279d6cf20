import { BRAND_NAME } from '@/lib/brand'
import { escapeXml } from '@/lib/text/escape-xml'

/**
 * What a site mail says: a title, paragraphs, one highlighted part (a code or a button), notes,
 * the site's address and, for mails someone subscribed to, the link that stops them.
 */
export type MailContent = {
  language: string
  subject: string
  intro: string
  highlight: { kind: 'code'; text: string } | { kind: 'button'; label: string; href: string }
  notes: string[]
  siteHref: string
  unsubscribe?: { label: string; href: string }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;'
const CODE_STYLE =
  "font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;" +
  'background:#f1f4f8;border-radius:6px;padding:16px 24px;margin:0 0 24px;text-align:center;color:#1f2933;'
const BUTTON_STYLE =
  'display:inline-block;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:24px;' +
  'background:#e2473b;color:#ffffff;text-decoration:none;border-radius:6px;padding:12px 24px;'

const siteLabel = (href: string) => href.replace(/^https?:\/\//, '')

function highlightHtml(highlight: MailContent['highlight']): string {
  if (highlight.kind === 'code') return `<p style="${CODE_STYLE}">${escapeXml(highlight.text)}</p>`
  return `<p style="margin:0 0 24px;text-align:center;"><a href="${escapeXml(highlight.href)}" style="${BUTTON_STYLE}">${escapeXml(highlight.label)}</a></p>`
}

/** Table layout with inline styles only: the one form common mail clients render alike; every value is escaped. */
export function mailHtml(content: MailContent): string {
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
    highlightHtml(content.highlight),
    ...notes,
    '</td></tr>',
    `<tr><td style="${FONT}font-size:12px;line-height:18px;padding:16px 24px;border-top:1px solid #e4e7eb;">`,
    `${escapeXml(BRAND_NAME)} &middot; <a href="${escapeXml(content.siteHref)}" style="color:#1f2933;">${escapeXml(siteLabel(content.siteHref))}</a>`,
    content.unsubscribe
      ? ` &middot; <a href="${escapeXml(content.unsubscribe.href)}" style="color:#1f2933;">${escapeXml(content.unsubscribe.label)}</a>`
      : '',
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n')
}

/** The same content as plain text, for clients that do not show HTML (a button becomes its address). */
export function mailText(content: MailContent): string {
  const highlight = content.highlight.kind === 'code' ? content.highlight.text : `${content.highlight.label}:\n${content.highlight.href}`
  const unsubscribe = content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.href}`] : []
  return [content.intro, '', highlight, '', ...content.notes, '', '--', BRAND_NAME, content.siteHref, ...unsubscribe, ''].join('\n')
}
