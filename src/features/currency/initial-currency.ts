import type { CurrencyCode } from '@/editions/editions'

/**
 * The currency a visit starts in: the cookie's, else the geolocation's, each only
 * if the edition offers it; otherwise the edition's default.
 */
export function initialCurrency(
  edition: { currency: CurrencyCode; currencies: readonly CurrencyCode[] },
  cookie: string | null | undefined,
  geolocation: string | null | undefined,
): CurrencyCode {
  const pick = (value: string | null | undefined) => edition.currencies.find((currency) => currency === value?.toUpperCase())
  return pick(cookie) ?? pick(geolocation) ?? edition.currency
}
