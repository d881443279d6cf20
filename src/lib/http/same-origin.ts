import { siteOrigins } from '@/lib/security/site-origins'
import { siteUrl } from '@/lib/site-url'
import { ApiError } from './api-error'

/** The methods that change nothing: anyone may send them. */
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/** `Sec-Fetch-Site` values of a request the site's own pages (or the visitor, typing an address) sent. */
const OWN_FETCH_SITES = ['same-origin', 'none']

/**
 * Whether `origin` is the host the request was sent to (an edition's own domain, `EDITION_DOMAINS`),
 * by the request's scheme or the site's (TLS may end at a proxy in front).
 */
function isRequestHost(origin: string, request: Request): boolean {
  const url = URL.parse(origin)
  const own = new URL(request.url)
  const host = request.headers.get('host') ?? own.host
  return url !== null && url.host === host && [own.protocol, new URL(siteUrl()).protocol].includes(url.protocol)
}

/**
 * Refuses (403 FORBIDDEN) a state-changing call a browser sent from another origin, with the
 * visitor's cookies: a present `Origin` must be one of the site's (or the request's own, behind
 * a host of another name); without one, a present `Sec-Fetch-Site` must say same-origin or none.
 * Browsers send one or the other with every such call; a request with neither comes from a
 * server or an app, which holds no visitor's cookies.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.includes(request.method.toUpperCase())) return
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if (siteOrigins().includes(origin) || isRequestHost(origin, request)) return
    throw new ApiError('FORBIDDEN', 'Calls that change something come from the site’s own pages.', { origin: origin.slice(0, 200) })
  }
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && !OWN_FETCH_SITES.includes(fetchSite))
    throw new ApiError('FORBIDDEN', 'Calls that change something come from the site’s own pages.', { fetchSite: fetchSite.slice(0, 40) })
}
