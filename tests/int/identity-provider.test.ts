import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as completeInteraction, POST as generateOtp } from '@/app/(site)/api/v1/[...path]/route'
import { GET as login } from '@/app/(site)/login/route'
import { IDENTITY_SCOPES } from '@/identity/identity-config'
import { loginCallback, logoutFlow, PROVIDER_TOKENS_COOKIE, startLogin } from '@/identity/login-flow'
import { decodeTransaction, encodeTransaction, LOGIN_COOKIE } from '@/identity/login-transaction'
import { siteClient } from '@/identity/site-client'
import identityEndpoint from '@/pages/api/oidc/[...path]'
import { sqlRows } from '@/lib/database/sql'
import { captureMailAndLogs, type CapturedMail } from './captured-mail'
import { testCms } from './test-cms'

let payload: Payload
let mails: CapturedMail[]
let server: http.Server
let site: string
let address = 0

/** The provider served as the site serves it (its Pages API route), on a port of its own; the site's address is that port. */
const siteUrlBefore = process.env.SITE_URL

beforeAll(async () => {
  payload = await testCms()
  ;({ mails } = captureMailAndLogs(payload))
  server = http.createServer((req, res) => void identityEndpoint(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.SITE_URL = site
})

afterAll(async () => {
  if (siteUrlBefore === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = siteUrlBefore
  await new Promise((resolve) => server.close(resolve))
})

/** The cookies a browser would keep, by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A browser's navigation that stops at the first redirect. */
async function visit(url: string, jar: CookieJar) {
  const response = await fetch(new URL(url, site), { redirect: 'manual', headers: { cookie: jar.header() } })
  jar.take(response)
  return { status: response.status, location: response.headers.get('location') ?? '' }
}

/** Starts an authorization as the site does (`GET /login`), up to the provider's interaction. */
async function authorize(returnTo = '/it/viaggi') {
  const jar = new CookieJar()
  const started = await startLogin(new NextRequest(`${site}/login?returnTo=${encodeURIComponent(returnTo)}`))
  const transaction = decodeTransaction(started.cookies.get(LOGIN_COOKIE)?.value)!
  const authorizeUrl = started.headers.get('location')!
  const toInteraction = await visit(authorizeUrl, jar)
  const uid = toInteraction.location.match(/^\/login\/interaction\/([\w-]+)$/)?.[1]
  expect(uid, toInteraction.location).toBeTruthy()
  return { jar, transaction, authorizeUrl: new URL(authorizeUrl), uid: uid! }
}

async function post(route: (request: NextRequest, context: unknown) => Promise<Response>, path: string, body: unknown) {
  const response = await route(
    new NextRequest(`${site}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wayfarer-socket-address': `10.9.0.${++address % 250}` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  )
  return { status: response.status, body: (await response.json()) as { data: { redirectTo: string }; key: string } }
}

/** Where `POST /logout` sends the browser: `{ data: { redirectTo } }`. */
const redirectOf = async (response: Response) => ((await response.json()) as { data: { redirectTo: string } }).data.redirectTo

let emails = 0
const newEmail = () => `identity.${Date.now()}.${++emails}@example.com`

/** The e-mail proven with a mailed code at the provider's interaction; the provider's address to resume at. */
async function proveEmail(uid: string, email: string) {
  expect((await post(generateOtp, 'auth/generate-otp', { email, consent: { privacy: true, marketing: false } })).status).toBe(200)
  const otp = mails
    .filter((mail) => mail.to === email)
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1]!
  return post(completeInteraction, 'auth/interaction', { uid, email, otp })
}

/** The whole sign-in up to the provider's answer at the site's callback. */
async function signInAtProvider(email: string) {
  const flow = await authorize()
  const proven = await proveEmail(flow.uid, email)
  expect(proven.status).toBe(200)
  const answer = await visit(proven.body.data.redirectTo, flow.jar)
  expect(answer.location).toMatch(new RegExp(`^${site}/login/redirect\\?code=`))
  return { ...flow, callback: new URL(answer.location) }
}

const callbackRequest = (callback: URL, transaction: ReturnType<typeof decodeTransaction>) =>
  new NextRequest(callback, { headers: { cookie: `${LOGIN_COOKIE}=${encodeTransaction(transaction!)}` } })

describe('the built-in OpenID provider', () => {
  it('publishes its discovery document: code flow with PKCE S256, the four scopes, userinfo, revocation and end session', async () => {
    const answer = await fetch(`${site}/api/oidc/.well-known/openid-configuration`)
    const metadata = (await answer.json()) as Record<string, unknown>
    expect(metadata.issuer).toBe(`${site}/api/oidc`)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(IDENTITY_SCOPES.split(' ')))
    expect(metadata.response_types_supported).toEqual(['code'])
    for (const endpoint of ['userinfo_endpoint', 'revocation_endpoint', 'end_session_endpoint', 'jwks_uri'])
      expect(metadata[endpoint]).toBeTruthy()
  })

  it('signs a customer in: code proven e-mail, PKCE exchange, ID token and userinfo naming the customer, a rotating refresh token', async () => {
    const email = newEmail()
    const { callback, transaction, authorizeUrl } = await signInAtProvider(email)
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorizeUrl.searchParams.get('scope')).toBe(IDENTITY_SCOPES)

    const { client } = await siteClient()
    const tokens = await oidc.authorizationCodeGrant(client, callback, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    })
    const customer = (await payload.find({ collection: 'customers', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    // The ID token names the customer; their e-mail and name come from userinfo (the scopes' claims).
    expect(tokens.claims()?.sub).toBe(String(customer.id))
    expect(tokens.scope?.split(' ').sort()).toEqual(IDENTITY_SCOPES.split(' ').sort())
    expect(tokens.refresh_token).toBeTruthy()
    expect(await oidc.fetchUserInfo(client, tokens.access_token, String(customer.id))).toMatchObject({ email, email_verified: true })

    // The provider's records are in PostgreSQL, none of them readable as a token.
    const kinds = await sqlRows(payload)<{ kind: string }>('SELECT DISTINCT kind FROM identity_records')
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['Session', 'Grant', 'AuthorizationCode', 'RefreshToken']))

    const refreshed = await oidc.refreshTokenGrant(client, tokens.refresh_token!)
    expect(refreshed.access_token).not.toBe(tokens.access_token)
    // A code is good once.
    await expect(
      oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses the code with another PKCE verifier, and an authorization without a code challenge', async () => {
    const { callback, transaction } = await signInAtProvider(newEmail())
    const { client } = await siteClient()
    await expect(
      oidc.authorizationCodeGrant(client, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })

    const { authorizeUrl, jar } = await authorize()
    authorizeUrl.searchParams.delete('code_challenge')
    authorizeUrl.searchParams.delete('code_challenge_method')
    const refused = await visit(authorizeUrl.href, jar)
    expect(new URL(refused.location).searchParams.get('error')).toBe('invalid_request')
  })

  it('refuses an unknown or expired interaction before the code is used, which still works after', async () => {
    const email = newEmail()
    expect((await post(generateOtp, 'auth/generate-otp', { email, consent: { privacy: true, marketing: false } })).status).toBe(200)
    const otp = mails
      .filter((mail) => mail.to === email)
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1]!
    const unknown = await post(completeInteraction, 'auth/interaction', { uid: 'no-such-interaction', email, otp })
    expect(unknown).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
    const { uid } = await authorize()
    expect((await post(completeInteraction, 'auth/interaction', { uid, email, otp })).status).toBe(200)
  })

  it('a wrong code at the interaction is OTP_CODE_INVALID and the interaction waits', async () => {
    const email = newEmail()
    const { uid } = await authorize()
    expect((await post(generateOtp, 'auth/generate-otp', { email, consent: { privacy: true, marketing: false } })).status).toBe(200)
    const otp = mails
      .filter((mail) => mail.to === email)
      .at(-1)!
      .text.match(/\b(\d{6})\b/)![1]!
    const wrong = otp.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10))
    expect(await post(completeInteraction, 'auth/interaction', { uid, email, otp: wrong })).toMatchObject({
      status: 401,
      body: { key: 'OTP_CODE_INVALID' },
    })
    expect((await post(completeInteraction, 'auth/interaction', { uid, email, otp })).status).toBe(200)
  })
})

describe('the site as the provider’s client', () => {
  it('/login keeps only same-site return paths', async () => {
    for (const [asked, kept] of [
      ['/it/viaggi?x=1', '/it/viaggi?x=1'],
      ['//evil.example.com/x', '/'],
      ['https://evil.example.com/', '/'],
      ['/\\evil.example.com', '/'],
      ['/it\n/x', '/'],
      ['/..//evil.example', '/'],
      ['/en/../..//evil.example', '/'],
      ['/%2e%2e/%2e%2e//evil.example', '/'],
    ]) {
      const started = await login(new NextRequest(`${site}/login?returnTo=${encodeURIComponent(asked!)}`))
      expect(started.status).toBe(303)
      expect(started.headers.get('cache-control')).toBe('private, no-store')
      expect(decodeTransaction(started.cookies.get(LOGIN_COOKIE)?.value)?.returnTo).toBe(kept)
    }
  })

  it('the interaction page sends the visitor back to a page of the site, whatever return path the cookie was made with', async () => {
    const { interactionPage } = await import('@/identity/login-flow')
    for (const returnTo of ['/..//evil.example', '/en/../..//evil.example', '/%2e%2e/%2e%2e//evil.example', '//evil.example']) {
      const cookie = `${LOGIN_COOKIE}=${encodeTransaction({ verifier: 'v'.repeat(43), state: 's', nonce: 'n', returnTo })}`
      const page = await interactionPage(new NextRequest(`${site}/login/interaction/abc`, { headers: { cookie } }), 'abc')
      expect(page.headers.get('location')).toBe(`${site}/?sign-in=abc`)
    }
  })

  it('/login/redirect opens the site session and returns to the page; a tampered state returns signed out', async () => {
    const { callback, transaction } = await signInAtProvider(newEmail())
    const tampered = await loginCallback(callbackRequest(callback, { ...transaction, state: oidc.randomState() }))
    expect(tampered.headers.get('location')).toBe(`${site}/it/viaggi`)
    expect(tampered.cookies.get('auth.access')).toBeUndefined()

    const { callback: again, transaction: second } = await signInAtProvider(newEmail())
    const signedIn = await loginCallback(callbackRequest(again, second))
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe(`${site}/it/viaggi`)
    expect(signedIn.cookies.get('auth.access')?.value).toBeTruthy()
    expect(signedIn.cookies.get('auth.refresh')?.value).toBeTruthy()
    expect(signedIn.cookies.get(LOGIN_COOKIE)?.value).toBe('')
    const kept = signedIn.cookies.get(PROVIDER_TOKENS_COOKIE)!
    expect(kept).toMatchObject({ httpOnly: true, path: '/logout' })

    // /logout revokes the provider's refresh token and ends its session, back to the site's `/`.
    const loggedOut = await logoutFlow(
      new NextRequest(`${site}/logout`, { method: 'POST', headers: { cookie: `${PROVIDER_TOKENS_COOKIE}=${kept.value}` } }),
    )
    const endSession = new URL(await redirectOf(loggedOut))
    expect(endSession.pathname).toBe('/api/oidc/session/end')
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${site}/`)
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy()
    const { refreshToken } = JSON.parse(Buffer.from(kept.value, 'base64url').toString()) as { refreshToken: string }
    await expect(oidc.refreshTokenGrant((await siteClient()).client, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' })

    // Signed in by code on the page, the provider opened no session: `/logout` goes home directly.
    const withoutProvider = await logoutFlow(new NextRequest(`${site}/logout`, { method: 'POST' }))
    expect(await redirectOf(withoutProvider)).toBe(`${site}/`)
    expect(withoutProvider.cookies.get('auth.access')?.value).toBe('')
  })

  it('sign-in addresses with hostile input answer a redirect to the site, never an error', async () => {
    const { interactionPage } = await import('@/identity/login-flow')
    const hostile = ['%00', '\u0000', '<script>', 'a'.repeat(5000), '../../etc/passwd', '\r\nSet-Cookie: x=1']
    for (const value of hostile) {
      const query = `code=${encodeURIComponent(value)}&state=${encodeURIComponent(value)}&iss=${encodeURIComponent(value)}`
      const callback = await loginCallback(
        new NextRequest(`${site}/login/redirect?${query}`, { headers: { cookie: `${LOGIN_COOKIE}=${encodeURIComponent(value)}` } }),
      )
      expect(callback.status).toBe(303)
      expect(callback.headers.get('location')).toBe(`${site}/`)
      const page = await interactionPage(new NextRequest(`${site}/login/interaction/x`), value)
      expect(page.status).toBe(303)
      expect(new URL(page.headers.get('location')!).origin).toBe(site)
      const loggedOut = await logoutFlow(
        new NextRequest(`${site}/logout`, {
          method: 'POST',
          headers: { cookie: `${PROVIDER_TOKENS_COOKIE}=${encodeURIComponent(value)}` },
        }),
      )
      expect(await redirectOf(loggedOut)).toBe(`${site}/`)
    }
  })
})
