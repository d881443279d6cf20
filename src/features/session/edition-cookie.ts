import { EDITION_COOKIE } from '@/editions/editions'
import { readCookie, writeCookie } from '@/lib/dom/cookies'

/** A year: the edition a returning visitor's bare `/` leads to (read by the proxy). */
const EDITION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** Remembers the edition of the page on screen as the visitor's edition. */
export function rememberEdition(locale: string): void {
  if (readCookie(EDITION_COOKIE) !== locale) writeCookie(EDITION_COOKIE, locale, EDITION_COOKIE_MAX_AGE_S)
}
