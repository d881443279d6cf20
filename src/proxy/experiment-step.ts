import { NextResponse, type NextRequest } from 'next/server'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import {
  EXPERIMENTS_COOKIE,
  EXPERIMENTS_COOKIE_MAX_AGE_S,
  mergedAssignments,
  parseAssignments,
  serializeAssignments,
} from '@/features/experiments/assignments-cookie'
import { isBot } from '@/features/experiments/bots'
import { decideExperiments, experimentsAt } from '@/features/experiments/decide'
import { countryFrom } from '@/features/geolocation/geolocation'
import { siteIsHttps } from '@/lib/site-url'
import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_S } from '@/shell/session/device-id'
import { lookupWithin, proxyServices } from './services/registry'

/** The longest a page view waits for the experiments' definitions (only the first view after a change ever waits). */
const DEFINITIONS_TIMEOUT_MS = 2_000

/** What the experiments decided for one page request: a redirect, or cookies to put on the page's answer. */
export type ExperimentStep = { redirect: NextResponse | null; finish: (response: NextResponse) => NextResponse }

const NOTHING: ExperimentStep = { redirect: null, finish: (response) => response }

type Cookie = { name: string; value: string; maxAge: number }

/** An answer for this visitor alone: no shared cache may keep it (a CDN would hand one visitor's variation to all). */
function privately(response: NextResponse): NextResponse {
  response.headers.set('cache-control', 'private, no-store')
  return response
}

/** Cookies the browser reads too (the device id, the experiments): not HttpOnly, as the browser would write them. */
function withCookies(response: NextResponse, cookies: readonly Cookie[]): NextResponse {
  for (const cookie of cookies)
    response.cookies.set(cookie.name, cookie.value, { path: '/', maxAge: cookie.maxAge, sameSite: 'lax', secure: siteIsHttps() })
  return privately(response)
}

/**
 * The URL-redirect experiments of a page request, decided before anything renders: the visitor's
 * device id (a new one when they have none yet) picks their variation of each experiment on this
 * address; a variation with another address redirects there (302, keeping the query). A visitor
 * newly put in an experiment gets it in the experiments cookie (the browser reports
 * `experiment_viewed` from it). Every answer for an address under experiment is private (Next's
 * cached page stays shared; an edge cache in front must ask for each visitor). Crawlers are never
 * put in experiments.
 */
export async function experimentStep(request: NextRequest, edition: EditionCode): Promise<ExperimentStep> {
  const services = proxyServices()
  if (!services) return NOTHING
  const definitions = await lookupWithin(services.experiments(), DEFINITIONS_TIMEOUT_MS, 'experiment definitions')
  if (!definitions?.experiments?.length || experimentsAt(definitions, request.nextUrl.href).length === 0) return NOTHING
  if (isBot(request.headers.get('user-agent'))) return { redirect: null, finish: privately }
  const known = request.cookies.get(DEVICE_ID_COOKIE)?.value
  const deviceId = known || crypto.randomUUID()
  // Without a country header, the edition's own country (as for the page's variant).
  const inputs = await lookupWithin(services.variantInputs(edition), DEFINITIONS_TIMEOUT_MS, 'page variant facts')
  const country = countryFrom(request.headers) ?? inputs?.edition.countryCode ?? ''
  const decision = decideExperiments(definitions, { deviceId, country, language: EDITIONS[edition].language, edition }, request.nextUrl)
  const cookies: Cookie[] =
    known || decision.assignments.length === 0 ? [] : [{ name: DEVICE_ID_COOKIE, value: deviceId, maxAge: DEVICE_ID_MAX_AGE_S }]
  const merged = mergedAssignments(parseAssignments(request.cookies.get(EXPERIMENTS_COOKIE)?.value), decision.assignments)
  if (merged) cookies.push({ name: EXPERIMENTS_COOKIE, value: serializeAssignments(merged), maxAge: EXPERIMENTS_COOKIE_MAX_AGE_S })
  if (decision.redirectTo !== null)
    return {
      redirect: withCookies(NextResponse.redirect(new URL(decision.redirectTo, request.url), 302), cookies),
      finish: (response) => response,
    }
  return { redirect: null, finish: (response) => withCookies(response, cookies) }
}
