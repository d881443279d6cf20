import type { NextRequest, NextResponse } from 'next/server'
import { CURRENCY_COOKIE } from '@/features/currency/currency-cookie'
import { COUNTRY_HEADERS } from '@/features/geolocation/geolocation'

/** What besides its address a page's variant is decided from: the currency cookie, the country header. */
export type VariantKey = 'currency' | 'country'

/**
 * The variant inputs the shared cache in front of the site keys its entries on (`CDN_VARIANT_KEYS`,
 * comma-separated: `currency`, `country`); unknown words are ignored. Unset: none, since a cache
 * keyed on the address alone would hand one visitor's variant to everyone.
 */
export function cdnVariantKeys(value: string): ReadonlySet<VariantKey> {
  const words = value.split(',').map((word) => word.trim().toLowerCase())
  return new Set((['currency', 'country'] as const).filter((key) => words.includes(key)))
}

/** This process's `CDN_VARIANT_KEYS`, read once (it is set when the server starts). */
let configuredKeys: ReadonlySet<VariantKey> | undefined
const configuredVariantKeys = () => (configuredKeys ??= cdnVariantKeys(process.env.CDN_VARIANT_KEYS ?? ''))

/** The variant inputs a request carries. */
function requestVariantKeys(request: NextRequest): VariantKey[] {
  const keys: VariantKey[] = []
  if (request.cookies.has(CURRENCY_COOKIE)) keys.push('currency')
  if (COUNTRY_HEADERS.some((name) => request.headers.has(name))) keys.push('country')
  return keys
}

/**
 * Makes a page answer safe behind any shared cache: a request without variant inputs gets the
 * default variant, public for everyone; one whose currency cookie or country header the edge does
 * not key on gets an answer for this visitor alone (`private, no-store`). A public answer names
 * the country headers in `Vary` when it depends on them.
 */
export function markVariantCaching(response: NextResponse, request: NextRequest, keyed = configuredVariantKeys()): void {
  if (requestVariantKeys(request).some((key) => !keyed.has(key))) {
    response.headers.set('cache-control', 'private, no-store')
    return
  }
  if (keyed.has('country')) response.headers.append('vary', COUNTRY_HEADERS.join(', '))
}
