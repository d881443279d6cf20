import { EDITIONS, type CurrencyCode, type EditionCode } from '@/editions/editions'

/**
 * The currency a visit starts in (spec 001 §4): the cookie's, else the geolocation's, each only
 * if the edition offers it; otherwise the edition's default.
 */
export function initialCurrency(edition: EditionCode, cookie: string | null | undefined, geolocation: string | null | undefined): CurrencyCode {
  const offered = EDITIONS[edition].currencies
  const pick = (value: string | null | undefined) => offered.find((currency) => currency === value?.toUpperCase())
  return pick(cookie) ?? pick(geolocation) ?? EDITIONS[edition].currency
}
