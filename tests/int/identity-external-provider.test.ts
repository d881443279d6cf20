import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import Provider from 'oidc-provider'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityConfig } from '@/identity/identity-config'
import { loginCallback, logoutFlow, PROVIDER_TOKENS_COOKIE, startLogin } from '@/identity/login-flow'
import { LOGIN_COOKIE } from '@/identity/login-transaction'
import { testCms } from './test-cms'

/**
 * Another OpenID provider (as Keycloak would be), configured by OIDC_ISSUER: here a second
 * oidc-provider on its own port, whose accounts are fixed claims and whose login the test
 * completes as its login page would.
 */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  'ext-verified': { email: 'External.Traveller@Example.com', email_verified: true, name: 'Ada Rossi' },
  'ext-unverified': { email: 'someone.else@example.com', email_verified: false, name: 'Not Verified' },
}

let payload: Payload
let server: http.Server
let provider: Provider
let issuer: string
const site = 'http://site.test'

const siteUrlBefore = process.env.SITE_URL

beforeAll(async () => {
  payload = await testCms()
  server = http.createServer((req, res) => provider.callback()(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'site-at-keycloak',
        client_secret: 'a-client-secret-of-the-other-provider',
        redirect_uris: [`${site}/login/redirect`],
        post_logout_redirect_uris: [`${site}/`],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => (ACCOUNTS[sub] ? { accountId: sub, claims: () => ({ sub, ...ACCOUNTS[sub] }) } : undefined),
  })
  process.env.SITE_URL = site
  process.env.OIDC_ISSUER = issuer
  process.env.OIDC_CLIENT_ID = 'site-at-keycloak'
  process.env.OIDC_CLIENT_SECRET = 'a-client-secret-of-the-other-provider'
})

afterAll(async () => {
  if (siteUrlBefore === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = siteUrlBefore
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) delete process.env[name]
  await new Promise((resolve) => server.close(resolve))
})

/** Through the other provider's login as `accountId`, up to its answer at the site's callback. */
async function signInElsewhere(accountId: string) {
  const cookies = new Map<string, string>()
  const visit = async (url: string) => {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map((pair) => pair.join('=')).join('; ') } })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      cookies.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1))
    }
    return new URL(response.headers.get('location')!, url)
  }
  const started = await startLogin(new NextRequest(`${site}/login?returnTo=/en/trips`))
  const authorize = new URL(started.headers.get('location')!)
  const interactionAt = await visit(authorize.href)
  const interaction = (await provider.Interaction.find(interactionAt.pathname.split('/').at(-1)!))!
  const grant = new provider.Grant({ accountId, clientId: 'site-at-keycloak' })
  grant.addOIDCScope(String(interaction.params.scope))
  interaction.result = { login: { accountId }, consent: { grantId: await grant.save() } }
  await interaction.save(60)
  const callback = await visit(interaction.returnTo)
  const transaction = started.cookies.get(LOGIN_COOKIE)!.value
  return { authorize, callback, transaction }
}

describe('another OpenID provider, by configuration', () => {
  it('is the one the site uses once OIDC_ISSUER is set', () => {
    expect(identityConfig()).toMatchObject({ builtIn: false, issuer, clientId: 'site-at-keycloak' })
  })

  it('signs a customer in by their verified e-mail (the account created on first sign-in), with PKCE', async () => {
    const { authorize, callback, transaction } = await signInElsewhere('ext-verified')
    expect(authorize.origin).toBe(issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access')
    // Consent is the other provider's own business: the site does not force its screen.
    expect(authorize.searchParams.has('prompt')).toBe(false)
    expect(callback.pathname).toBe('/login/redirect')

    const answer = await loginCallback(new NextRequest(callback, { headers: { cookie: `${LOGIN_COOKIE}=${transaction}` } }))
    expect(answer.headers.get('location')).toBe(`${site}/en/trips`)
    expect(answer.cookies.get('auth.access')?.value).toBeTruthy()
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: 'external.traveller@example.com' } } })
    expect(docs).toHaveLength(1)
    // Nothing says this customer accepted the privacy policy: the site asks them first.
    expect(docs[0]!.acceptedFlags?.privacy).toBeFalsy()

    const loggedOut = await logoutFlow(
      new NextRequest(`${site}/logout`, {
        headers: { cookie: `${PROVIDER_TOKENS_COOKIE}=${answer.cookies.get(PROVIDER_TOKENS_COOKIE)!.value}` },
      }),
    )
    const endSession = new URL(((await loggedOut.json()) as { data: { redirectTo: string } }).data.redirectTo)
    expect(endSession.origin).toBe(issuer)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${site}/`)
  })

  it('refuses an e-mail the other provider has not verified: the visitor returns signed out', async () => {
    const { callback, transaction } = await signInElsewhere('ext-unverified')
    const answer = await loginCallback(new NextRequest(callback, { headers: { cookie: `${LOGIN_COOKIE}=${transaction}` } }))
    expect(answer.headers.get('location')).toBe(`${site}/en/trips`)
    expect(answer.cookies.get('auth.access')).toBeUndefined()
    const { totalDocs } = await payload.count({ collection: 'customers', where: { email: { equals: 'someone.else@example.com' } } })
    expect(totalDocs).toBe(0)
  })
})
