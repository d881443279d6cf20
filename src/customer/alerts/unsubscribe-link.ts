import crypto from 'node:crypto'
import { absoluteUrl } from '@/editions/absolute-url'
import type { EditionCode } from '@/editions/editions'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'

/** The page an alert mail's unsubscribe link opens (and where a mail client's one-click unsubscribe posts). */
export const UNSUBSCRIBE_PATH = '/api/v1/alerts/unsubscribe'

const signature = (alertId: number, key: Buffer = derivedKey('alert-unsubscribe')) =>
  crypto.createHmac('sha256', key).update(`notify-me-unsubscribe\n${alertId}`).digest('base64url')

/** The link that turns one alert off without signing in: the alert's id and its signature. */
export function unsubscribeLink(edition: EditionCode, alertId: number): string {
  return absoluteUrl(
    edition,
    `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ alert: String(alertId), signature: signature(alertId), edition })}`,
  )
}

/**
 * The alert a link names, when its signature is the site's (or, until LEGACY_KEYS_ACCEPTED_UNTIL,
 * made with the key from before HKDF: links in mails sent before); null for anything else.
 */
export function signedAlertId(alert: string | null, given: string | null): number | null {
  if (!alert || !given || !/^[1-9]\d{0,9}$/.test(alert)) return null
  const id = Number(alert)
  const legacy = legacyDerivedKey('alert-unsubscribe')
  return sameText(given, signature(id)) || (legacy !== null && sameText(given, signature(id, legacy))) ? id : null
}

function sameText(given: string, expected: string): boolean {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}
