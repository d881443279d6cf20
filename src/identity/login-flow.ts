import { NextResponse, type NextRequest } from 'next/server'
import * as oidc from 'openid-client'
import { EDITIONS, isEditionCode } from '@/editions/editions'
import { signAccessToken } from '@/customer/accounts/access-token'
import { clearAuthCookies, setAuthCookies } from '@/customer/accounts/auth-cookies'
import { customerById, signedInCustomer } from '@/customer/accounts/customers'
import { issueRefreshToken } from '@/customer/accounts/refresh-tokens'
import { cms } from '@/lib/cms/instance'
import { siteIsHttps, siteUrl } from '@/lib/site-url'
import { IDENTITY_SCOPES } from './identity-config'
import { finishConsentOnly } from './interactions'
import { decodeTransaction, encodeTransaction, LOGIN_COOKIE, LOGIN_COOKIE_PATH, LOGIN_TTL_S, pageWithSignIn } from './login-transaction'
import { identityProvider } from './provider'
import { safeReturnPath } from './return-path'
import { siteClient } from './site-client'

/** The provider's tokens the site keeps for signing out there: an HttpOnly cookie sent to `/logout` only. */
export const PROVIDER_TOKENS_COOKIE = 'auth.provider'
const PROVIDER_TOKENS_PATH = '/logout'

const cookieBase = () => ({ httpOnly: true, secure: siteIsHttps(), sameSite: 'lax' as const })

/**
 * A redirect on this site (its routes answer `private, no-store`: src/identity/sign-in-route.ts).
 * An address that resolves anywhere else goes to the home: an interaction id never leaves the site.
 */
function redirectTo(path: string): NextResponse {
  const site = siteUrl()
  const url = new URL(path, site)
  return NextResponse.redirect(url.origin === new URL(site).origin ? url : new URL('/', site), 303)
}

/** The language of the edition a path belongs to, for the provider's pages and mails. */
function pathLanguage(path: string): string | undefined {
  const first = path.split(/[/?#]/)[1]
  return isEditionCode(first) ? EDITIONS[first].language : undefined
}

/** Where the visitor came from: `returnTo`, else the page that linked here (this site's only), else the home. */
function requestedReturn(request: NextRequest): string {
  const asked = request.nextUrl.searchParams.get('returnTo')
  if (asked) return safeReturnPath(asked)
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  const from = URL.canParse(referer) ? new URL(referer) : null
  return from && from.origin === new URL(siteUrl()).origin ? safeReturnPath(`${from.pathname}${from.search}`) : '/'
}

/**
 * `GET /login`: starts the authorization-code flow with PKCE (S256) at the provider. The
 * verifier, state and nonce wait in an HttpOnly cookie for the callback.
 */
export async function startLogin(request: NextRequest): Promise<NextResponse> {
  const { config, client } = await siteClient()
  const returnTo = requestedReturn(request)
  const transaction = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce(), returnTo }
  const parameters: Record<string, string> = {
    redirect_uri: config.redirectUri,
    scope: IDENTITY_SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  }
  const language = pathLanguage(returnTo)
  if (language) parameters.ui_locales = language
  // The built-in provider issues a refresh token (offline_access) only with consent asked, which
  // it gives its own site without a screen (src/identity/interactions.ts).
  if (config.builtIn) parameters.prompt = 'consent'
  const response = NextResponse.redirect(oidc.buildAuthorizationUrl(client, parameters), 303)
  response.cookies.set(LOGIN_COOKIE, encodeTransaction(transaction), { ...cookieBase(), path: LOGIN_COOKIE_PATH, maxAge: LOGIN_TTL_S })
  return response
}

/**
 * `GET /login/interaction/{uid}`: the built-in provider asks who signs in. The visitor goes back to
 * the page they started from, where the sign-in dialog opens for this interaction
 * (`?sign-in={uid}`). Someone already signed in at the provider goes straight on.
 */
export async function interactionPage(request: NextRequest, uid: string): Promise<NextResponse> {
  const transaction = decodeTransaction(request.cookies.get(LOGIN_COOKIE)?.value)
  const provider = identityProvider()
  const resume = await finishConsentOnly(provider, uid).catch(() => null)
  if (resume) return redirectTo(resume)
  return redirectTo(pageWithSignIn(transaction?.returnTo ?? '/', uid))
}

/** The customer the provider's claims name: ours by id (built-in), another provider's by verified e-mail. */
async function customerOfClaims(builtIn: boolean, claims: oidc.IDToken | oidc.UserInfoResponse) {
  const payload = await cms()
  if (builtIn) {
    const id = Number(claims.sub)
    return Number.isInteger(id) && id > 0 ? customerById(payload, id) : null
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
  // An address the other provider has not verified could be anyone's.
  if (!email || claims.email_verified === false) return null
  return signedInCustomer(payload, email, null)
}

/**
 * `GET /login/redirect`: the provider's answer. The code is exchanged (PKCE verifier, state and
 * nonce checked), the customer signs in to the site (the `auth` cookies) and returns to their
 * page. Refused, expired or tampered, the visitor returns signed out.
 */
export async function loginCallback(request: NextRequest): Promise<NextResponse> {
  const transaction = decodeTransaction(request.cookies.get(LOGIN_COOKIE)?.value)
  if (!transaction) return redirectTo('/')
  const back = redirectTo(transaction.returnTo)
  back.cookies.set(LOGIN_COOKIE, '', { ...cookieBase(), path: LOGIN_COOKIE_PATH, maxAge: 0 })
  try {
    const { config, client } = await siteClient()
    const answer = new URL(`${config.redirectUri}${request.nextUrl.search}`)
    const tokens = await oidc.authorizationCodeGrant(client, answer, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    const customer = claims
      ? await customerOfClaims(config.builtIn, { ...claims, ...(config.builtIn ? {} : await userInfo(client, tokens, claims.sub)) })
      : null
    if (!customer) return back
    const payload = await cms()
    const refresh = await issueRefreshToken(payload, customer.id)
    setAuthCookies(back, { jwt: await signAccessToken(customer.id, refresh.session), refreshToken: refresh.token })
    const kept = { idToken: tokens.id_token, refreshToken: tokens.refresh_token }
    back.cookies.set(PROVIDER_TOKENS_COOKIE, Buffer.from(JSON.stringify(kept)).toString('base64url'), {
      ...cookieBase(),
      path: PROVIDER_TOKENS_PATH,
      maxAge: 30 * 86_400,
    })
    return back
  } catch (error) {
    console.warn('sign-in: the provider answer was refused:', error instanceof Error ? error.message : error)
    return back
  }
}

/** Another provider may leave the e-mail out of the ID token: its userinfo has it. */
async function userInfo(client: oidc.Configuration, tokens: oidc.TokenEndpointResponse, sub: string) {
  return oidc.fetchUserInfo(client, tokens.access_token, sub).catch(() => ({}))
}

type ProviderTokens = { idToken?: string; refreshToken?: string }

function providerTokens(request: NextRequest): ProviderTokens {
  const value = request.cookies.get(PROVIDER_TOKENS_COOKIE)?.value
  if (!value) return {}
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as ProviderTokens
  } catch {
    return {}
  }
}

/**
 * `POST /logout`: after the site's own sign-out (`POST /api/v1/auth/logout`), the provider's
 * refresh token is revoked; the answer, `{ data: { redirectTo } }`, sends the browser to the
 * provider's end of session, which comes back to `/` (or straight to `/` when the provider opened
 * no session). POST only, from the site's own pages: another site cannot sign a visitor out.
 */
export async function logoutFlow(request: NextRequest): Promise<NextResponse> {
  const tokens = providerTokens(request)
  let destination = '/'
  try {
    const { config, client } = await siteClient()
    if (tokens.refreshToken) await oidc.tokenRevocation(client, tokens.refreshToken).catch(() => undefined)
    // Only a session the provider opened is ended there (a sign-in by code on the page opened none).
    if (tokens.idToken && client.serverMetadata().end_session_endpoint) {
      destination = oidc.buildEndSessionUrl(client, {
        post_logout_redirect_uri: config.postLogoutRedirectUri,
        client_id: config.clientId,
        id_token_hint: tokens.idToken,
      }).href
    }
  } catch (error) {
    console.warn('sign-out: the provider could not be reached:', error instanceof Error ? error.message : error)
  }
  const response = NextResponse.json({ data: { redirectTo: new URL(destination, siteUrl()).href } })
  response.cookies.set(PROVIDER_TOKENS_COOKIE, '', { ...cookieBase(), path: PROVIDER_TOKENS_PATH, maxAge: 0 })
  // Reached without the site's own sign-out first (a plain link), the site's cookies go too.
  clearAuthCookies(response)
  return response
}
