import { writeCookie } from '@/lib/dom/cookies'

/** The visitor's chosen currency: the first thing the initial currency looks at. */
export const CURRENCY_COOKIE = 'currency'
export const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** Remembers the visitor's currency for a year (read by the server on the next render). */
export function storeCurrency(currency: string): void {
  writeCookie(CURRENCY_COOKIE, currency, CURRENCY_COOKIE_MAX_AGE_S)
}
