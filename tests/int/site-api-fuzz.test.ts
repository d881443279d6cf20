import type { PostgresAdapter } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as completeOtp from '@/app/(site)/api/v1/auth/complete-otp/route'
import * as generateOtp from '@/app/(site)/api/v1/auth/generate-otp/route'
import * as completeInteraction from '@/app/(site)/api/v1/auth/interaction/route'
import * as logout from '@/app/(site)/api/v1/auth/logout/route'
import * as refresh from '@/app/(site)/api/v1/auth/refresh/route'
import * as bookings from '@/app/(site)/api/v1/bookings/[reference]/route'
import * as bookingRequests from '@/app/(site)/api/v1/bookings/route'
import * as usersMe from '@/app/(site)/api/v1/backoffice/users/me/route'
import * as customPage from '@/app/(site)/api/v1/custompages/show/route'
import * as destinationSearch from '@/app/(site)/api/v1/destinations/search/route'
import * as flightSearch from '@/app/(site)/api/v1/flights/search/route'
import * as health from '@/app/(site)/api/v1/health/route'
import * as revalidate from '@/app/(site)/api/v1/internal/revalidate/route'
import * as layouts from '@/app/(site)/api/v1/layouts/route'
import * as searchOptions from '@/app/(site)/api/v1/search/options/route'
import * as tourDays from '@/app/(site)/api/v1/tours/days/route'
import * as toursPaginated from '@/app/(site)/api/v1/tours/paginated/route'
import * as tours from '@/app/(site)/api/v1/tours/route'
import * as travelsPaginated from '@/app/(site)/api/v1/travels/paginated/route'
import * as travels from '@/app/(site)/api/v1/travels/route'
import * as travelShow from '@/app/(site)/api/v1/travels/show/route'
import * as topSellers from '@/app/(site)/api/v1/travels/top-sellers/route'
import * as validateEmail from '@/app/(site)/api/v1/users/validate-email/route'
import * as newsletterConfirm from '@/app/(site)/api/v1/newsletter/confirm/route'
import * as newsletterRegister from '@/app/(site)/api/v1/newsletter/register/route'
import * as newsletterSubscribe from '@/app/(site)/api/v1/newsletter/subscribe/route'
import * as wishlist from '@/app/(site)/api/v1/wishlist/route'
import * as alerts from '@/app/(site)/api/v1/alerts/route'
import * as alertsActivate from '@/app/(site)/api/v1/alerts/activate/route'
import * as alertsDeactivate from '@/app/(site)/api/v1/alerts/deactivate/route'
import * as alertsUnsubscribe from '@/app/(site)/api/v1/alerts/unsubscribe/route'
import * as groupInfo from '@/app/(site)/api/v1/tours/group-info/route'
import * as accountAlerts from '@/app/(site)/api/v1/account/alerts/route'
import * as accountBookings from '@/app/(site)/api/v1/account/bookings/route'
import * as accountCommunications from '@/app/(site)/api/v1/account/communications/route'
import * as accountPicture from '@/app/(site)/api/v1/account/picture/route'
import * as accountProfile from '@/app/(site)/api/v1/account/profile/route'
import * as reviews from '@/app/(site)/api/v1/reviews/route'
import * as wishlistAdd from '@/app/(site)/api/v1/wishlist/add/route'
import * as wishlistDetails from '@/app/(site)/api/v1/wishlist/details/route'
import * as wishlistRemove from '@/app/(site)/api/v1/wishlist/remove/route'
import { createBookingSystem } from '@/features/bookings/booking-systems'
import { siteUrl } from '@/lib/site-url'
import * as unknownCall from '@/app/(site)/api/v1/[...path]/route'
import { ensureCatalog } from '../../seed/catalog'
import { FUZZ_RUNS_PER_ENDPOINT, ROUTE_METHODS, SITE_API_ENDPOINTS } from '../support/fuzz/endpoints'
import { fuzzRequest, type FuzzRequest, type KnownValues } from '../support/fuzz/requests'
import { fuzzTally } from '../support/fuzz/tally'
import { quiet, testCms, uniqueSlug } from './test-cms'

// unstable_cache needs a Next server's incremental cache; here every read goes to the database.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

type RouteModule = Record<(typeof ROUTE_METHODS)[number], (request: NextRequest, context: unknown) => Promise<Response>>

/** The route modules as Next.js mounts them, by folder under src/app/(site)/api/v1. */
const ROUTES: Record<string, RouteModule> = {
  health,
  layouts,
  'custompages/show': customPage,
  travels,
  'travels/paginated': travelsPaginated,
  tours,
  'tours/paginated': toursPaginated,
  'tours/days': tourDays,
  'travels/show': travelShow,
  'travels/top-sellers': topSellers,
  'destinations/search': destinationSearch,
  'search/options': searchOptions,
  'flights/search': flightSearch,
  'auth/generate-otp': generateOtp,
  'auth/complete-otp': completeOtp,
  'auth/interaction': completeInteraction,
  'auth/refresh': refresh,
  'auth/logout': logout,
  'backoffice/users/me': usersMe,
  'users/validate-email': validateEmail,
  'newsletter/register': newsletterRegister,
  'newsletter/subscribe': newsletterSubscribe,
  'newsletter/confirm': newsletterConfirm,
  wishlist,
  'wishlist/add': wishlistAdd,
  'wishlist/details': wishlistDetails,
  'wishlist/remove': wishlistRemove,
  alerts,
  'alerts/activate': alertsActivate,
  'alerts/deactivate': alertsDeactivate,
  'alerts/unsubscribe': alertsUnsubscribe,
  'tours/group-info': groupInfo,
  'account/bookings': accountBookings,
  'account/alerts': accountAlerts,
  'account/profile': accountProfile,
  'account/picture': accountPicture,
  'account/communications': accountCommunications,
  reviews,
  'internal/revalidate': revalidate,
  bookings: bookingRequests,
  'bookings/[reference]': bookings,
  '[...path]': unknownCall,
}

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

async function send(route: string, input: FuzzRequest) {
  const started = performance.now()
  const response = await ROUTES[route]![input.method as keyof RouteModule](toNextRequest(input), { params: Promise.resolve({}) })
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
    authorization: [`Bearer ${key}`],
  }
  // Warm every route once (first queries, the catalog snapshot), so the time limit measures steady answers.
  for (const endpoint of SITE_API_ENDPOINTS)
    await send(endpoint.route, {
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
  const get = (route: string, path: string, query: string, method = 'GET') => send(route, { method, path, query, headers: {} })

  it('refuses NUL in a slug with 400 VALIDATION_ERROR before any query', async () => {
    const pool = ((await testCms()).db as unknown as PostgresAdapter).pool
    const queries = vi.spyOn(pool, 'query')
    const connections = vi.spyOn(pool, 'connect')
    const show = await get('travels/show', '/api/v1/travels/show', 'slug=a%00b')
    expect(show.status).toBe(400)
    expect(JSON.parse(show.text)).toMatchObject({ key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'slug' }] } })
    expect(queries.mock.calls.length + connections.mock.calls.length).toBe(0)
    queries.mockRestore()
    connections.mockRestore()
  })

  it('answers an unknown method 405 METHOD_NOT_ALLOWED with the envelope and Allow', async () => {
    const { status, text, allow } = await get('travels', '/api/v1/travels', '', 'DELETE')
    expect([status, allow]).toEqual([405, 'POST, OPTIONS'])
    expect(JSON.parse(text)).toMatchObject({ key: 'METHOD_NOT_ALLOWED', extra: { allow: ['POST', 'OPTIONS'] } })
  })

  it('answers the top sellers in every edition (the international one has no language tag of its own)', async () => {
    for (const edition of ['it', 'es', 'fr', 'de', 'en', 'us', 'intl']) {
      expect((await get('travels/top-sellers', '/api/v1/travels/top-sellers', `edition=${edition}`)).status, edition).toBe(200)
    }
  })
})

describe('site API under hostile input', () => {
  it('exports every method from every route module', () => {
    for (const [route, handlers] of Object.entries(ROUTES)) {
      for (const method of ROUTE_METHODS) expect(typeof handlers[method], `${route} ${method}`).toBe('function')
    }
    expect(Object.keys(ROUTES).sort()).toEqual(SITE_API_ENDPOINTS.map((endpoint) => endpoint.route).sort())
  })

  for (const endpoint of SITE_API_ENDPOINTS) {
    it(`${endpoint.route}: 2xx or 4xx with the envelope, within a second, never a 5xx`, async () => {
      consoleError.mockClear()
      consoleWarn.mockClear()
      await fc.assert(
        fc.asyncProperty(fuzzRequest(endpoint, known), async (input) => {
          const { status, text, elapsed, allow, location, type } = await send(endpoint.route, input)
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
