import type { NextRequest, NextResponse } from 'next/server'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { CURRENCY_COOKIE } from '@/features/currency/currency-cookie'
import { lookupWithin, proxyServices } from '../proxy-services/registry'
import { decideVariant } from './decide-variant'
import { variantSegment, type PageVariant } from './page-variant'

/** The longest a page view waits for the variant's CMS facts (only the first view of an edition ever waits). */
const INPUTS_TIMEOUT_MS = 2_000

/** Without the CMS facts: the edition's own currency, no talk-to-us button. */
function fallbackVariant(edition: EditionCode, eventsArea: boolean): PageVariant {
  const currency = EDITIONS[edition].currency
  return { currency, localCurrency: currency, talkToUs: false, eventsArea }
}

export async function requestVariant(request: NextRequest, edition: EditionCode, eventsArea: boolean): Promise<PageVariant> {
  const services = proxyServices()
  if (!services) return fallbackVariant(edition, eventsArea)
  const inputs = await lookupWithin(services.variantInputs(edition), INPUTS_TIMEOUT_MS, 'page variant facts')
  return inputs
    ? decideVariant(inputs, { currencyCookie: request.cookies.get(CURRENCY_COOKIE)?.value, headers: request.headers, eventsArea })
    : fallbackVariant(edition, eventsArea)
}

/**
 * The one internal path every malformed address renders: its 404 is cached once, not once per
 * address (a path no page can have, since slugs are lower-case words).
 */
export const MALFORMED_ADDRESS_PATH = '~'

/**
 * Puts the variant in front of the internal path next-intl rewrote to
 * (`/it-IT/destinations/peru` -> `/it-IT/eur-eur-x/destinations/peru`): the variant becomes part
 * of the page's cache key, and the page reads it from its params instead of the request. A
 * malformed address (over-long, stray characters) goes to the shared not-found path instead.
 */
export function rewriteWithVariant(response: NextResponse, variant: PageVariant, malformed = false): boolean {
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite) return false
  const url = new URL(rewrite)
  const [, locale, ...rest] = url.pathname.split('/')
  url.pathname = ['', locale, variantSegment(variant), ...(malformed ? [MALFORMED_ADDRESS_PATH] : rest)].join('/')
  response.headers.set('x-middleware-rewrite', url.toString())
  return true
}
