import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { editionForHost } from './editions/edition-domains'
import { isEditionCode } from './editions/editions'
import { editionForAcceptLanguage } from './editions/negotiate'
import { EDITION_COOKIE, routing } from './editions/routing'
import { SITE_PATH_HEADER } from './editions/site-path-header'
import { travelAddressResponse } from './features/catalog/address-check'
import { ensureDeviceId } from './features/session/device-id'
import { malformedPathResponse } from './lib/http/malformed-path'

const localize = createMiddleware(routing)

/** Adds a request header to a response that continues to the app (Next's middleware encoding). */
function forwardRequestHeader(response: NextResponse, name: string, value: string) {
  const overridden = response.headers.get('x-middleware-override-headers')
  if (overridden === null) return // a redirect: nothing continues
  response.headers.set('x-middleware-override-headers', overridden ? `${overridden},${name}` : name)
  response.headers.set(`x-middleware-request-${name}`, value)
}

/**
 * A visitor without the edition cookie asking for an unprefixed path goes to the edition of
 * their languages (our matcher: next-intl's would send en-GB to the international edition).
 */
function firstVisitRedirect(request: NextRequest): NextResponse | null {
  const cookie = request.cookies.get(EDITION_COOKIE)?.value
  if (cookie && routing.locales.includes(cookie)) return null
  if (isEditionCode(request.nextUrl.pathname.split('/')[1]) || editionForHost(request.headers.get('host'))) return null
  const edition = editionForAcceptLanguage(request.headers.get('accept-language'))
  if (!edition) return null
  const url = request.nextUrl.clone()
  url.pathname = `/${edition}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  return NextResponse.redirect(url)
}

/**
 * Every page request: next-intl resolves the edition (host, prefix, cookie, Accept-Language,
 * Italy), redirects `/` and rewrites localized paths to the internal ones; renamed travels
 * redirect and withdrawn ones answer 410; the page learns the path the visitor asked for; a new
 * visitor gets a device id cookie.
 */
export async function proxy(request: NextRequest) {
  const malformed = malformedPathResponse(request.nextUrl.pathname)
  if (malformed) return malformed
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next()
  const response = firstVisitRedirect(request) ?? (await travelAddressResponse(request)) ?? localize(request)
  forwardRequestHeader(response, SITE_PATH_HEADER, request.nextUrl.pathname)
  ensureDeviceId(request, response)
  return response
}

/** Pages: not the admin, the APIs, Next's assets, the preview switch or files with an extension. */
const NOT_PAGES = /^\/(admin|api|_next|preview)|\.[a-z0-9]+$/

function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname)
}

export const config = {
  // Pages only (not the admin, the APIs, Next's assets or files with an extension), and any path
  // with a percent-escape, which may be malformed.
  matcher: ['/((?!admin|api|_next|preview|.*\\.[a-z0-9]+$).*)', '/(.*%.*)'],
}
