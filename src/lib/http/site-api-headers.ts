/** The analytics anonymous-id cookie the site API hears about (spec 001 §7). */
export const ANONYMOUS_ID_COOKIE = 'ajs_anonymous_id'

/**
 * Headers of every site-API request from the browser (spec 001 §7): Accept always; in
 * production also X-Referer-Url (the current path) and X-Anonymous-Id (the analytics cookie,
 * or "null").
 */
export function siteApiHeaders(options: { production: boolean; path: string; cookie: string }): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (!options.production) return headers
  const anonymous = options.cookie.split('; ').find((part) => part.startsWith(`${ANONYMOUS_ID_COOKIE}=`))
  headers['X-Referer-Url'] = options.path
  headers['X-Anonymous-Id'] = anonymous ? decodeURIComponent(anonymous.slice(ANONYMOUS_ID_COOKIE.length + 1)) : 'null'
  return headers
}

/** `fetch` for the site API (`/api/v1/...`) from client code, with the session headers. */
export function siteApi(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = siteApiHeaders({
    production: process.env.NODE_ENV === 'production',
    path: window.location.pathname,
    cookie: document.cookie,
  })
  return fetch(`/api/v1${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } })
}
