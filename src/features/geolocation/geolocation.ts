import type { CurrencyCode, EditionCode } from '@/editions/editions'
import type { Edition } from '@/editions/edition'

export type Geolocation = { country: string; market: EditionCode; needsRedirect: boolean; currency: CurrencyCode }

/** Country headers set by the usual CDNs and proxies, most specific first. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'] as const

const GBP_COUNTRIES = new Set(['GB', 'GG', 'JE', 'IM'])
const USD_COUNTRIES = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'EC', 'SV', 'PA', 'TL'])

/** The local currency of a country, among the ones the site can charge in. */
export function countryCurrency(country: string): CurrencyCode {
  if (GBP_COUNTRIES.has(country)) return 'GBP'
  if (USD_COUNTRIES.has(country)) return 'USD'
  return 'EUR'
}

/** The visitor's country from the CDN's header (two capital letters), null without a usable one. */
export function countryFrom(headers: Headers): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase()
    // "XX" and "T1" are the CDNs' "unknown" and "Tor" codes.
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value
  }
  return null
}

/**
 * Where the visitor is: country from the request headers,
 * the market (edition) serving that country, whether that is another edition, and the local
 * currency. Without a country header: the current edition's own country, so nothing moves.
 */
export function geolocate(headers: Headers, current: Edition, editions: readonly Edition[]): Geolocation {
  const country = countryFrom(headers)
  if (!country) return { country: current.countryCode, market: current.code, needsRedirect: false, currency: current.currency }
  const market =
    editions.find((edition) => edition.countryCode === country && !edition.disabled)?.code ??
    (current.code === 'intl' || current.code === 'en' ? current.code : 'intl')
  return { country, market, needsRedirect: market !== current.code, currency: countryCurrency(country) }
}
