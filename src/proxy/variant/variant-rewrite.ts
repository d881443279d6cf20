import type { NextRequest } from 'next/server'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { variantSegment, type PageVariant } from '@/editions/page-variant'
import { CURRENCY_COOKIE } from '@/features/currency/currency-cookie'
import { lookupWithin, proxyServices } from '../services/registry'
import { flagValue } from '@/features/experiments/flag-value'
import { FLAG_KEYS } from '@/features/experiments/flag-keys'
import { talkToUsFlagOf } from '@/shell/header/talk-to-us'
import { DEVICE_ID_COOKIE } from '@/shell/session/device-id'
import { decideVariant } from './decide-variant'

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
  const [inputs, definitions] = await Promise.all([
    lookupWithin(services.variantInputs(edition), INPUTS_TIMEOUT_MS, 'page variant facts'),
    lookupWithin(services.experiments(), INPUTS_TIMEOUT_MS, 'experiment definitions'),
  ])
  if (!inputs) return fallbackVariant(edition, eventsArea)
  // The talk-to-us flag of the experiment engine, for this visitor's country and device.
  const attributes = { deviceId: request.cookies.get(DEVICE_ID_COOKIE)?.value ?? '', language: EDITIONS[edition].language, edition }
  const talkToUsFlag = (country: string) => talkToUsFlagOf(flagValue(definitions, FLAG_KEYS.talkToUs, { ...attributes, country }))
  return decideVariant(
    inputs,
    { currencyCookie: request.cookies.get(CURRENCY_COOKIE)?.value, headers: request.headers, eventsArea },
    talkToUsFlag,
  )
}

/**
 * The one internal path every malformed address renders: its 404 is cached once, not once per
 * address (a path no page can have, since slugs are lower-case words).
 */
export const MALFORMED_ADDRESS_PATH = '~'

/**
 * The internal page a withdrawn travel's addresses show, answered 410 by the proxy: the "not on
 * the map" text, cached once per edition and variant (src/app/(site)/[locale]/[variant]/~gone).
 */
export const GONE_ADDRESS_PATH = '~gone'

/**
 * The variant in front of an internal path (`/it-IT/destinations/peru` ->
 * `/it-IT/eur-eur-x/destinations/peru`): the variant becomes part of the page's cache key, and
 * the page reads it from its params instead of the request. `shown` replaces the path with one of
 * the shared internal pages above.
 */
export function withVariant(internalPath: string, variant: PageVariant, shown: string | null = null): string {
  const slash = internalPath.indexOf('/', 1)
  const locale = slash < 0 ? internalPath : internalPath.slice(0, slash)
  const rest = shown !== null ? `/${shown}` : slash < 0 ? '' : internalPath.slice(slash)
  return `${locale}/${variantSegment(variant)}${rest}`
}
