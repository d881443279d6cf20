import { EDITIONS, type EditionCode } from '@/editions/editions'
import { BRAND_NAME, SITE_ICON } from '@/lib/brand'
import { escapeXml } from '@/lib/text/escape-xml'
import { UNSUBSCRIBE_PAGE_TEXTS } from './unsubscribe-page-texts'

/** What the page shows: the question with its button (posting `action`), the alert switched off, or a link that is not valid. */
export type UnsubscribeView =
  { kind: 'question'; subject: string; action: string } | { kind: 'done'; subject: string } | { kind: 'invalid' }

const STYLE =
  'body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f1f4f8;color:#1f2933}' +
  'main{max-width:480px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:8px}' +
  'h1{font-size:22px;margin:0 0 16px}p{font-size:16px;line-height:24px}' +
  'button{font:inherit;font-weight:bold;background:#e2473b;color:#fff;border:0;border-radius:6px;padding:12px 24px;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #1f2933;outline-offset:2px}a{color:#1f2933}'

/**
 * The unsubscribe page: a page of its own (no site shell, no script), in the edition's language.
 * Opening the link only asks; the button (or a mail client's one-click POST) switches the alert
 * off, so a mail scanner that follows links changes nothing.
 */
export function unsubscribePage(edition: EditionCode, view: UnsubscribeView, siteHref: string): string {
  const { language } = EDITIONS[edition]
  const texts = UNSUBSCRIBE_PAGE_TEXTS[language]
  const body =
    view.kind === 'question'
      ? `<p>${escapeXml(texts.question(view.subject))}</p><form method="post" action="${escapeXml(view.action)}"><button type="submit">${escapeXml(texts.button)}</button></form>`
      : `<p role="status">${escapeXml(view.kind === 'done' ? texts.done(view.subject) : texts.invalid)}</p>`
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeXml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<link rel="icon" href="${SITE_ICON}" type="image/svg+xml">`,
    `<title>${escapeXml(`${texts.title} · ${BRAND_NAME}`)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeXml(texts.title)}</h1>${body}<p><a href="${escapeXml(siteHref)}">${escapeXml(texts.backToSite)}</a></p></main></body>`,
    '</html>',
  ].join('\n')
}
