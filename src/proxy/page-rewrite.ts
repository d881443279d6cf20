import type { IncomingMessage } from 'node:http'
import { NextRequest, type NextResponse } from 'next/server'
import type { ProxyRewrite } from '@/lib/http/recent-pages'
import { isPagePath, proxy } from './proxy'

/**
 * The origin of the URL the proxy sees here. Next gives it its own listening address; the proxy
 * reads the origin only for the redirects it answers, which go to Next, and the rewrite target is
 * kept relative to it, as Next keeps it.
 */
const ORIGIN = 'http://localhost'

/** The header of the proxy's answer that tells Next the internal address to answer (Next also sends it on the page's answer). */
const REWRITE_HEADER = 'x-middleware-rewrite'

/**
 * The rewrite the proxy answered, relative to the request's URL as Next writes it on its answer;
 * null for any other answer: a redirect, a status of its own (410, 400), a cookie, a rewrite to
 * another origin, or `NextResponse.next()` (no page).
 */
export function plainRewrite(response: NextResponse, url: URL): ProxyRewrite | null {
  const rewrite = response.headers.get(REWRITE_HEADER)
  if (!rewrite || response.status !== 200 || response.headers.has('location') || response.headers.has('set-cookie')) return null
  if (response.headers.has('x-middleware-set-cookie')) return null
  const target = new URL(rewrite, url)
  if (target.origin !== url.origin) return null
  const headers: Array<readonly [string, string]> = []
  response.headers.forEach((value, name) => {
    if (name !== REWRITE_HEADER) headers.push([name, value])
  })
  return { target: target.href.slice(target.origin.length), headers }
}

/**
 * The proxy's own decision (proxy.ts) on a request as the Node server received it, for the
 * server's answers without Next (src/lib/http/encoded-responses.ts): the request is made into
 * the `NextRequest` Next would hand the proxy (its URL, method and headers; ~15 µs), and the proxy
 * runs as it does for Next. Null at once for a path the proxy does not see (not a page: Next's
 * assets, the APIs, files), so those go to Next without a wait; null too for an answer other
 * than a plain rewrite.
 */
export function pageRewrite(request: IncomingMessage): Promise<ProxyRewrite | null> | null {
  const path = request.url ?? '/'
  // `//host/...` would be read as a host by a URL: Next answers it.
  if (path[0] !== '/' || path[1] === '/' || !isPagePath(path.split('?', 1)[0]!)) return null
  const url = new URL(path, ORIGIN)
  const headers = new Headers()
  for (const name in request.headers) {
    const value = request.headers[name]
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return proxy(new NextRequest(url, { headers, method: request.method })).then((response) => plainRewrite(response, url))
}
