import { parseCookie } from 'cookie'
import { trackRequest } from '@/lib/http/requests-in-flight'

/** The analytics anonymous-id cookie the site API hears about. */
export const ANONYMOUS_ID_COOKIE = 'ajs_anonymous_id'

/**
 * Headers of every site-API request from the browser: Accept always; in
 * production also X-Referer-Url (the current path) and X-Anonymous-Id (the analytics cookie,
 * or "null").
 */
export function siteApiHeaders(options: { production: boolean; path: string; cookie: string }): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (!options.production) return headers
  headers['X-Referer-Url'] = options.path
  headers['X-Anonymous-Id'] = parseCookie(options.cookie)[ANONYMOUS_ID_COOKIE] ?? 'null'
  return headers
}

/** `fetch` for the site API (`/api/v1/...`) from client code, with the session headers; the progress bar counts it. */
export function siteApi(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = siteApiHeaders({
    production: process.env.NODE_ENV === 'production',
    path: window.location.pathname,
    cookie: document.cookie,
  })
  const finish = trackRequest()
  return fetch(`/api/v1${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } }).finally(
    finish,
  )
}
