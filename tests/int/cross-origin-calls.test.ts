import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  POST as addToWishlist,
  POST as apiLogout,
  POST as setAlert,
  GET as showMe,
  GET as showWishlist,
} from '@/app/(site)/api/v1/[...path]/route'
import { GET as getLogout, POST as postLogout } from '@/app/(site)/logout/route'
import { signAccessToken } from '@/customer/accounts/access-token'
import { issueRefreshToken } from '@/customer/accounts/refresh-tokens'
import { testCms, uniqueSlug } from './test-cms'
import { testDestination } from './test-destination'

type Route = (request: NextRequest, context: unknown) => Promise<Response>

let payload: Payload
let travelId: number

beforeAll(async () => {
  payload = await testCms()
  const travel = await payload.create({
    collection: 'travels',
    locale: 'it',
    data: {
      title: 'Viaggio altrove',
      slug: uniqueSlug('altrove'),
      destinations: [await testDestination(payload)],
      numberOfDays: 8,
      published: true,
    },
  })
  travelId = travel.id
})

/** A signed-in customer (privacy accepted): their access and refresh tokens, as the `auth` cookies carry them. */
async function customer() {
  const created = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    data: { email: `${uniqueSlug('elsewhere')}@example.com`, acceptedFlags: { privacy: true, marketing: false, newsletter: false } },
  })
  const refresh = await issueRefreshToken(payload, created.id)
  return { cookie: `auth.access=${await signAccessToken(created.id, refresh.session)}; auth.refresh=${refresh.token}`, refresh }
}

/** A request to the site as a browser sends it: the customer's cookies, and the headers given. */
async function send(route: Route, path: string, method: string, headers: Record<string, string>, body?: string) {
  const response = await route(new NextRequest(`http://localhost${path}`, { method, headers, body }), { params: Promise.resolve({}) })
  return { status: response.status, allow: response.headers.get('allow'), body: (await response.json()) as Record<string, unknown> }
}

const wishlistOf = async (cookie: string) => (await send(showWishlist, '/api/v1/wishlist', 'GET', { cookie })).body

describe('calls that change something, sent by another origin’s page', () => {
  it('refuses a text/plain or form body (what a page elsewhere may send without asking) with 415, before anything changes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cookie } = await customer()
    const before = await wishlistOf(cookie)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const added = await send(
        addToWishlist,
        '/api/v1/wishlist/add',
        'POST',
        { cookie, 'content-type': type },
        JSON.stringify({ travelId }),
      )
      expect(added, type).toMatchObject({ status: 415, body: { key: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String), extra: {} } })
      const alert = await send(setAlert, '/api/v1/alerts', 'POST', { cookie, 'content-type': type }, '{"tourId":1}')
      expect(alert.status, type).toBe(415)
    }
    expect(await wishlistOf(cookie)).toEqual(before)
  })

  it('refuses another origin (another port of the same host too) with 403, by Origin or else Sec-Fetch-Site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cookie } = await customer()
    const before = await wishlistOf(cookie)
    const json = { cookie, 'content-type': 'application/json' }
    const body = JSON.stringify({ travelId })
    for (const origin of ['http://localhost:4444', 'https://evil.example', 'null']) {
      const added = await send(addToWishlist, '/api/v1/wishlist/add', 'POST', { ...json, origin }, body)
      expect(added, origin).toMatchObject({ status: 403, body: { key: 'FORBIDDEN' } })
    }
    for (const site of ['same-site', 'cross-site']) {
      const added = await send(addToWishlist, '/api/v1/wishlist/add', 'POST', { ...json, 'sec-fetch-site': site }, body)
      expect(added.status, site).toBe(403)
    }
    expect(await wishlistOf(cookie)).toEqual(before)
    // The site's own page: same origin, JSON.
    const own = await send(
      addToWishlist,
      '/api/v1/wishlist/add',
      'POST',
      { ...json, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body,
    )
    expect(own.status).toBe(200)
    expect(await wishlistOf(cookie)).not.toEqual(before)
  })

  it('signs out only by POST from the site: GET /logout answers 405, another origin’s POST 403, a text/plain sign-out 415', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { cookie } = await customer()
    expect(await send(getLogout, '/logout', 'GET', { cookie })).toMatchObject({
      status: 405,
      allow: 'POST, OPTIONS',
      body: { key: 'METHOD_NOT_ALLOWED' },
    })
    expect((await send(postLogout, '/logout', 'POST', { cookie, origin: 'http://localhost:4444' })).status).toBe(403)
    expect((await send(apiLogout, '/api/v1/auth/logout', 'POST', { cookie, 'content-type': 'text/plain' }, '{}')).status).toBe(415)
    expect((await send(apiLogout, '/api/v1/auth/logout', 'POST', { cookie, origin: 'https://evil.example' })).status).toBe(403)
    expect((await send(showMe, '/api/v1/backoffice/users/me', 'GET', { cookie })).status).toBe(200)
    const out = await send(postLogout, '/logout', 'POST', { cookie, origin: 'http://localhost' })
    expect(out).toMatchObject({ status: 200, body: { data: { redirectTo: expect.stringMatching(/\/$/) } } })
  })

  it('ends the session at sign-out: the access token, though not expired, answers 401 at once', async () => {
    const { cookie } = await customer()
    expect((await send(showMe, '/api/v1/backoffice/users/me', 'GET', { cookie })).status).toBe(200)
    const out = await send(
      apiLogout,
      '/api/v1/auth/logout',
      'POST',
      { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      '{}',
    )
    expect(out).toMatchObject({ status: 200, body: { data: { signedOut: true } } })
    expect(await send(showMe, '/api/v1/backoffice/users/me', 'GET', { cookie })).toMatchObject({
      status: 401,
      body: { key: 'UNAUTHORIZED' },
    })
    expect((await wishlistOf(cookie)).key).toBe('UNAUTHORIZED')
  })
})
