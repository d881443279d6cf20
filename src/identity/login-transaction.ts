import crypto from 'node:crypto'
import { z } from 'zod'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'
import { safeReturnPath } from './return-path'

/** One sign-in under way: the PKCE verifier, state and nonce the callback checks, and where to return. */
export type LoginTransaction = { verifier: string; state: string; nonce: string; returnTo: string }

/** Kept in an HttpOnly cookie sent to `/login/*` only, for as long as the provider's interaction lives. */
export const LOGIN_COOKIE = 'auth.login'
export const LOGIN_COOKIE_PATH = '/login'
export const LOGIN_TTL_S = 3600

const schema = z.object({
  verifier: z.string().min(43).max(128),
  state: z.string().min(1).max(128),
  nonce: z.string().min(1).max(128),
  returnTo: z.string().max(2048),
})

/** The cookie's signature: a visitor cannot choose the verifier, state or return path the callback trusts. */
const signature = (body: string, key: Buffer = derivedKey('login-transaction')) =>
  crypto.createHmac('sha256', key).update(body).digest('base64url')

export function encodeTransaction(transaction: LoginTransaction): string {
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url')
  return `${body}.${signature(body)}`
}

/** The body when signed with the cookie's key (or, until LEGACY_KEYS_ACCEPTED_UNTIL, the one from before HKDF). */
function signedBody(value: string): string | null {
  const [body, signed, ...rest] = value.split('.')
  if (!body || !signed || rest.length > 0) return null
  const legacy = legacyDerivedKey('login-transaction')
  return sameText(signed, signature(body)) || (legacy !== null && sameText(signed, signature(body, legacy))) ? body : null
}

function sameText(given: string, expected: string): boolean {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** The transaction of a cookie this site signed, or null (missing, altered, expired format, foreign). */
export function decodeTransaction(value: string | undefined): LoginTransaction | null {
  const body = value ? signedBody(value) : null
  if (!body) return null
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return parsed.success ? { ...parsed.data, returnTo: safeReturnPath(parsed.data.returnTo) } : null
  } catch {
    return null
  }
}

/** The page with the sign-in dialog asked for: `?sign-in={interaction}` (other parameters kept). */
export function pageWithSignIn(returnTo: string, uid: string): string {
  const url = new URL(safeReturnPath(returnTo), 'http://site.invalid')
  url.searchParams.set('sign-in', uid)
  return `${url.pathname}${url.search}${url.hash}`
}
