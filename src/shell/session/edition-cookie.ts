import { EDITION_COOKIE, EDITION_COOKIE_MAX_AGE_S } from '@/editions/edition-cookie'
import { readCookie, writeCookie } from '@/lib/dom/cookies'

/** Remembers the edition of the page on screen as the visitor's edition. */
export function rememberEdition(locale: string): void {
  if (readCookie(EDITION_COOKIE) !== locale) writeCookie(EDITION_COOKIE, locale, EDITION_COOKIE_MAX_AGE_S)
}
