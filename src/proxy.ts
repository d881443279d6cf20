import createMiddleware from 'next-intl/middleware'
import type { NextRequest, NextResponse } from 'next/server'
import { routing } from './editions/routing'
import { SITE_PATH_HEADER } from './editions/site-path-header'
import { ensureDeviceId } from './features/session/device-id'

const localize = createMiddleware(routing)

/** Adds a request header to a response that continues to the app (Next's middleware encoding). */
function forwardRequestHeader(response: NextResponse, name: string, value: string) {
  const overridden = response.headers.get('x-middleware-override-headers')
  if (overridden === null) return // a redirect: nothing continues
  response.headers.set('x-middleware-override-headers', overridden ? `${overridden},${name}` : name)
  response.headers.set(`x-middleware-request-${name}`, value)
}

/**
 * Every page request: next-intl resolves the edition (host, prefix, cookie, Accept-Language,
 * Italy), redirects `/` and rewrites localized paths to the internal ones; the page learns the
 * path the visitor asked for; a new visitor gets a device id cookie.
 */
export function proxy(request: NextRequest) {
  const response = localize(request)
  forwardRequestHeader(response, SITE_PATH_HEADER, request.nextUrl.pathname)
  ensureDeviceId(request, response)
  return response
}

export const config = {
  // Pages only: not the admin, the APIs, Next's assets or files with an extension.
  matcher: ['/((?!admin|api|_next|preview|.*\\.[a-z0-9]+$).*)'],
}
