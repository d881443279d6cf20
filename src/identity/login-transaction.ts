import { z } from 'zod'

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

export const encodeTransaction = (transaction: LoginTransaction) => Buffer.from(JSON.stringify(transaction)).toString('base64url')

export function decodeTransaction(value: string | undefined): LoginTransaction | null {
  if (!value) return null
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
    return parsed.success ? { ...parsed.data, returnTo: safeReturnPath(parsed.data.returnTo) } : null
  } catch {
    return null
  }
}

/**
 * A path of this site to come back to after signing in: absolute, not protocol-relative, without
 * control characters or backslashes (which browsers read as slashes). Anything else: the home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  return value.length > 2048 ? '/' : value
}

/** The page with the sign-in dialog asked for: `?sign-in={interaction}` (other parameters kept). */
export function pageWithSignIn(returnTo: string, uid: string): string {
  const url = new URL(safeReturnPath(returnTo), 'http://site.invalid')
  url.searchParams.set('sign-in', uid)
  return `${url.pathname}${url.search}${url.hash}`
}
