import { CURRENCY_CODES, type CurrencyCode } from '@/editions/editions'

/**
 * What may differ between visitors of one page, decided by the proxy before the render and
 * part of the cache key: the currency prices show in, the visitor's local currency (the
 * footer's notice when the two differ), whether the talk-to-us button shows (it depends on the
 * visitor's country), and whether the address lies in the events area (its 404 leads back to the
 * events). Everything else personal loads in the browser.
 */
export type PageVariant = {
  currency: CurrencyCode
  localCurrency: CurrencyCode
  talkToUs: boolean
  eventsArea: boolean
}

const FLAG_TALK = 't'
const FLAG_EVENTS = 'e'

/** `eur-gbp-te`: one path segment, lower case, no character that needs escaping. */
export function variantSegment(variant: PageVariant): string {
  const flags = `${variant.talkToUs ? FLAG_TALK : ''}${variant.eventsArea ? FLAG_EVENTS : ''}`
  return `${variant.currency}-${variant.localCurrency}-${flags || 'x'}`.toLowerCase()
}

const SEGMENT = /^([a-z]{3})-([a-z]{3})-(x|t|e|te)$/

function currencyOf(code: string): CurrencyCode | null {
  return CURRENCY_CODES.find((currency) => currency === code.toUpperCase()) ?? null
}

/** The variant of a segment written by `variantSegment`, or null for anything else (the page answers 404). */
export function parseVariantSegment(segment: string): PageVariant | null {
  const match = SEGMENT.exec(segment)
  if (!match) return null
  const currency = currencyOf(match[1]!)
  const localCurrency = currencyOf(match[2]!)
  if (!currency || !localCurrency) return null
  return { currency, localCurrency, talkToUs: match[3]!.includes(FLAG_TALK), eventsArea: match[3]!.includes(FLAG_EVENTS) }
}
