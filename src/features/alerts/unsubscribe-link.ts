import crypto from 'node:crypto'
import { absoluteUrl } from '@/editions/absolute-url'
import type { EditionCode } from '@/editions/editions'
import { payloadSecret } from '@/lib/secret'

/** The page an alert mail's unsubscribe link opens (and where a mail client's one-click unsubscribe posts). */
export const UNSUBSCRIBE_PATH = '/api/v1/alerts/unsubscribe'

const signature = (alertId: number) =>
  crypto.createHmac('sha256', payloadSecret()).update(`notify-me-unsubscribe\n${alertId}`).digest('base64url')

/** The link that turns one alert off without signing in: the alert's id and its signature. */
export function unsubscribeLink(edition: EditionCode, alertId: number): string {
  return absoluteUrl(
    edition,
    `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ alert: String(alertId), signature: signature(alertId), edition })}`,
  )
}

/** The alert a link names, when its signature is the site's; null for anything else. */
export function signedAlertId(alert: string | null, given: string | null): number | null {
  if (!alert || !given || !/^[1-9]\d{0,9}$/.test(alert)) return null
  const id = Number(alert)
  const expected = Buffer.from(signature(id))
  const received = Buffer.from(given)
  return received.length === expected.length && crypto.timingSafeEqual(received, expected) ? id : null
}
