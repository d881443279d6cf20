import type { PostgresAdapter } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as siteApi from '@/app/(site)/api/v1/[...path]/route'
import { createBookingSystem } from '@/customer/bookings/booking-systems'
import { siteUrl } from '@/lib/site-url'
import { SITE_API } from '@/runtime/site-api'
import { ensureCatalog } from '../../seed/catalog'
import { FUZZ_RUNS_PER_ENDPOINT, ROUTE_METHODS, SITE_API_ENDPOINTS } from '../support/fuzz/endpoints'
import { fuzzRequest, type FuzzRequest, type KnownValues } from '../support/fuzz/requests'
import { fuzzTally } from '../support/fuzz/tally'
import { quiet, testCms, uniqueSlug } from './test-cms'

type RouteModule = Record<(typeof ROUTE_METHODS)[number], (request: NextRequest, context: unknown) => Promise<Response>>

/** The one route module Next.js mounts under /api/v1: it finds each call by the request's path. */
const ROUTE: RouteModule = siteApi

const MAX_MS = 1000
const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/
const LEAKS = /Failed query|\n\s+at |"stack"|node_modules/

const tally = fuzzTally()
let known: KnownValues = {}
let consoleError: ReturnType<typeof vi.spyOn>
let consoleWarn: ReturnType<typeof vi.spyOn>

function toNextRequest(input: FuzzRequest): NextRequest {
  return new NextRequest(`http://localhost${input.path}${input.query ? `?${input.query}` : ''}`, {
    method: input.method,
    headers: input.headers,
    body: input.body as BodyInit | undefined,
  })
}

/** A site API answer: `{ data }`, the error envelope with an UPPER_SNAKE key, or the 418 redirect advice. */
function isEnvelope(status: number, body: Record<string, unknown>): boolean {
  const keys = Object.keys(body).sort().join()
  if (status < 300) return keys === 'data'
  if (status === 418) return keys === 'meta'
  return (
    keys === 'extra,key,message' &&
    UPPER_SNAKE.test(String(body.key)) &&
    typeof body.message === 'string' &&
    typeof body.extra === 'object' &&
    body.extra !== null
  )
}

async function send(input: FuzzRequest) {
  const started = performance.now()
  const response = await ROUTE[input.method as keyof RouteModule](toNextRequest(input), { params: Promise.resolve({}) })
  const text = await response.text()
  const elapsed = performance.now() - started
  const { headers } = response
  return {
    status: response.status,
    text,
    elapsed,
    allow: headers.get('allow'),
    location: headers.get('location'),
    type: headers.get('content-type'),
  }
}

beforeAll(async () => {
  const payload = await testCms()
  await ensureCatalog(payload, { travels: 24, tours: 240, seed: 7, detailedTravels: 2, anchor: new Date() })
  const slug = uniqueSlug('fuzz')
  await payload.create({ collection: 'pages', locale: 'it', data: { title: 'Fuzz', slug, _status: 'published' } as never, context: quiet })
  const travelDocs = await payload.find({ collection: 'travels', locale: 'it', limit: 5, depth: 0, overrideAccess: true })
  const tourDocs = await payload.find({ collection: 'tours', limit: 5, depth: 0, overrideAccess: true })
  const { key } = await createBookingSystem(payload, uniqueSlug('fuzz-bookings'))
  const travelSlugs = travelDocs.docs.map((travel) => String(travel.slug))
  known = {
    slug: [slug, ...travelSlugs],
    travel: travelSlugs,
    tour: tourDocs.docs.map((tour) => String(tour.id)),
    search: ['Perù', 'ital'],
    origin: ['Milano', 'São Paulo'],
    reference: ['WB-1', 'SEED-1-1', 'a.b_c-d'],
    id: ['1', '2147483647', '0', '-1'],
    when: ['today', 'this-weekend', 'whenever'],
    city: ['milano', 'new-york'],
    q: ['Giappone ad aprile, massimo 2500 euro, 10 giorni', 'sud-est asiatico sotto i 3000 euro'],
    authorization: [`Bearer ${key}`],
  }
  // Warm every route once (first queries, the catalog snapshot), so the time limit measures steady answers.
  for (const endpoint of SITE_API_ENDPOINTS)
    await send({
      method: endpoint.method,
      path: endpoint.path,
      query: 'edition=it',
      headers: {},
      body: endpoint.method === 'POST' ? '{}' : undefined,
    })
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  consoleError = vi.spyOn(console, 'error')
})

afterAll(() => {
  console.log(['fuzz requests per endpoint and 5xx count:', ...tally.lines()].join('\n'))
  vi.restoreAllMocks()
})

describe('the failures hostile input used to cause', () => {
  const get = (path: string, query: string, method = 'GET') => send({ method, path, query, headers: {} })

  it('refuses NUL in a slug with 400 VALIDATION_ERROR before any query', async () => {
    const pool = ((await testCms()).db as unknown as PostgresAdapter).pool
    const queries = vi.spyOn(pool, 'query')
    const connections = vi.spyOn(pool, 'connect')
    const show = await get('/api/v1/travels/show', 'slug=a%00b')
    expect(show.status).toBe(400)
    expect(JSON.parse(show.text)).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'slug' }] } })
    expect(queries.mock.calls.length + connections.mock.calls.length).toBe(0)
    queries.mockRestore()
    connections.mockRestore()
  })

  it('answers an unknown method 405 METHOD_NOT_ALLOWED with the envelope and Allow', async () => {
    const { status, text, allow } = await get('/api/v1/travels', '', 'DELETE')
    expect([status, allow]).toEqual([405, 'POST, OPTIONS'])
    expect(JSON.parse(text)).toMatchObject({ key: 'METHOD_NOT_ALLOWED', extra: { allow: ['POST', 'OPTIONS'] } })
  })

  it('answers the top sellers in every edition (the international one has no language tag of its own)', async () => {
    for (const edition of ['it', 'es', 'fr', 'de', 'en', 'us', 'intl']) {
      expect((await get('/api/v1/travels/top-sellers', `edition=${edition}`)).status, edition).toBe(200)
    }
  })
})

describe('site API under hostile input', () => {
  it('exports every method from the route module, and fuzzes every path a call is declared at', () => {
    for (const method of ROUTE_METHODS) expect(typeof ROUTE[method], method).toBe('function')
    const declared = new Set(SITE_API.map((call) => call.path.slice(1).replace(/\{(\w+)\}/g, '[$1]')))
    expect([...declared, '[...path]'].sort()).toEqual(SITE_API_ENDPOINTS.map((endpoint) => endpoint.route).sort())
  })

  for (const endpoint of SITE_API_ENDPOINTS) {
    it(`${endpoint.route}: 2xx or 4xx with the envelope, within a second, never a 5xx`, async () => {
      consoleError.mockClear()
      consoleWarn.mockClear()
      await fc.assert(
        fc.asyncProperty(fuzzRequest(endpoint, known), async (input) => {
          const { status, text, elapsed, allow, location, type } = await send(input)
          tally.record(endpoint.route, status)
          expect(status).toBeGreaterThanOrEqual(200)
          expect(status).toBeLessThan(500)
          expect(elapsed).toBeLessThan(MAX_MS)
          expect(text).not.toMatch(LEAKS)
          if (status === 405 || status === 204) expect(allow).toMatch(/OPTIONS/)
          if (status === 204) expect(text).toBe('')
          // The flight lookup's answer: a redirect to the configured flight search.
          else if (status === 302) expect(location).toMatch(/^https:\/\//)
          // The newsletter confirmation link's answer: back to the site's own pages.
          else if (status === 303) expect(location?.startsWith(`${siteUrl()}/`), String(location)).toBe(true)
          // The alert mails' unsubscribe page: a page of its own, in HTML.
          else if (type?.startsWith('text/html'))
            expect([endpoint.route, text.slice(0, 15)]).toEqual(['alerts/unsubscribe', '<!DOCTYPE html>'])
          // The flags and experiments: the payload of GrowthBook's SDK, which any of its SDKs reads as it is.
          else if (endpoint.route === 'features' && status === 200)
            expect(Object.keys(JSON.parse(text)).sort()).toEqual(['dateUpdated', 'experiments', 'features'])
          else expect(isEnvelope(status, JSON.parse(text)), text.slice(0, 300)).toBe(true)
        }),
        { numRuns: FUZZ_RUNS_PER_ENDPOINT },
      )
      // Refused input is logged as one short line, never with a stack; nothing reached the error log.
      expect(consoleError).not.toHaveBeenCalled()
      for (const line of consoleWarn.mock.calls)
        expect(line.length === 1 && typeof line[0] === 'string' && !line[0].includes('\n'), String(line[0])).toBe(true)
      expect(consoleWarn.mock.calls.length).toBeLessThanOrEqual(FUZZ_RUNS_PER_ENDPOINT)
    })
  }
})
