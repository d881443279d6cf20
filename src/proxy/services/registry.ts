import type { FeatureApiResponse } from '@growthbook/growthbook'
import type { EditionCode } from '@/editions/editions'
import { TimeoutError, withTimeout } from '@/lib/database/with-timeout'
import type { VariantInputs } from '../variant/decide-variant'

/**
 * What a travel or tour address leads to, as the proxy needs to know before any page renders:
 * `gone` for a travel taken off sale (or a departure of one), `departed` for a tour that left.
 */
export type AddressAnswer =
  { kind: 'current' } | { kind: 'moved'; to: string } | { kind: 'gone' } | { kind: 'departed' } | { kind: 'missing' }

/**
 * The CMS lookups the proxy makes in-process. The proxy is bundled apart from the app and must
 * not carry the CMS, so the server registers these on start (instrumentation.ts) and the proxy
 * finds them on `globalThis`, which the two share in one Node.js process. A remembered answer
 * comes as it is, a lookup still to make as a promise.
 */
export type ProxyServices = {
  variantInputs(edition: EditionCode): VariantInputs | Promise<VariantInputs>
  travelAddress(edition: EditionCode, travel: string, tour: string | undefined): AddressAnswer | Promise<AddressAnswer>
  /** The feature flags and experiments, in the payload format of GrowthBook's SDK. */
  experiments(): FeatureApiResponse | Promise<FeatureApiResponse>
}

const KEY = Symbol.for('wayfarer.proxy-services')
type Holder = Record<symbol, ProxyServices | undefined>

export function provideProxyServices(services: ProxyServices): void {
  ;(globalThis as Holder)[KEY] = services
}

/** The registered services, or null before the server registered them. */
export function proxyServices(): ProxyServices | null {
  return (globalThis as Holder)[KEY] ?? null
}

/**
 * A proxy lookup that gives up after `ms`: its answer, or null with one warning line (the page
 * then renders as usual). An answer already known is returned at once, without arming a timer.
 */
export function lookupWithin<T extends object>(work: T | Promise<T>, ms: number, what: string): T | Promise<T | null> {
  if (!(work instanceof Promise)) return work
  return withTimeout(work, ms, what).catch((error: unknown) => {
    console.warn(
      `proxy: ${error instanceof TimeoutError ? error.message : `${what} failed: ${error instanceof Error ? error.message : error}`}`,
    )
    return null
  })
}
