import type { NextResponse } from 'next/server'
import { siteIsHttps } from '@/lib/site-url'
import { SIGNED_IN_MARKER_COOKIE } from './session-marker'
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from './token-rules'

/** The customer's tokens live in HttpOnly cookies under the `auth` prefix, sent to the site API only. */
export const ACCESS_COOKIE = 'auth.access'
export const REFRESH_COOKIE = 'auth.refresh'

const base = () => ({ httpOnly: true, secure: siteIsHttps(), sameSite: 'lax' as const })

export function setAuthCookies(response: NextResponse, tokens: { jwt: string; refreshToken: string }) {
  response.cookies.set(ACCESS_COOKIE, tokens.jwt, { ...base(), path: '/api/v1', maxAge: ACCESS_TTL_SECONDS })
  response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, { ...base(), path: '/api/v1/auth', maxAge: REFRESH_TTL_SECONDS })
  // Readable by the page (not HttpOnly) and as long-lived as the refresh token: see session-marker.ts.
  response.cookies.set(SIGNED_IN_MARKER_COOKIE, '1', { ...base(), httpOnly: false, path: '/', maxAge: REFRESH_TTL_SECONDS })
}

export function clearAuthCookies(response: NextResponse) {
  response.cookies.set(ACCESS_COOKIE, '', { ...base(), path: '/api/v1', maxAge: 0 })
  response.cookies.set(REFRESH_COOKIE, '', { ...base(), path: '/api/v1/auth', maxAge: 0 })
  response.cookies.set(SIGNED_IN_MARKER_COOKIE, '', { ...base(), httpOnly: false, path: '/', maxAge: 0 })
}
