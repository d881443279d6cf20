import { cookies, headers } from 'next/headers'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { geolocate } from '@/features/geolocation/geolocation'
import { loadLayout } from '@/features/layout/load-layout'
import { CURRENCY_COOKIE } from './currency-cookie'
import { initialCurrency } from './initial-currency'

/** The currency this request's visitor sees prices in (spec 001 §4): cookie, geolocation, edition. */
export async function visitorCurrency(edition: EditionCode): Promise<CurrencyCode> {
  const [layout, requestHeaders, requestCookies] = await Promise.all([loadLayout(edition), headers(), cookies()])
  const geolocation = geolocate(requestHeaders, layout.edition, layout.editions)
  return initialCurrency(layout.edition, requestCookies.get(CURRENCY_COOKIE)?.value, geolocation.currency)
}
