import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { EDITION_COOKIE } from './editions/edition-cookie'
import { DEFAULT_EDITION, editionForLocale, EDITIONS } from './editions/editions'
import { locateRequest, type LocatedRequest } from './editions/locate-request'
import { matchRoute, type RouteMatch } from './editions/match-route'
import { editionForAcceptLanguage } from './editions/negotiate'
import { routeRewritePath } from './editions/route-rewrite'
import { routing } from './editions/routing'
import { travelAddressResponse } from './features/catalog/address-check'
import { malformedPathResponse } from './lib/http/malformed-path'
import { isWellFormedPath } from './runtime/resolve-route'
import { isEventRoute } from './runtime/shell-variant'
import { markVariantCaching } from './runtime/variant/variant-cache'
import { requestVariant, rewriteWithVariant } from './runtime/variant/variant-rewrite'

const localize = createMiddleware(routing)

/**
 * A path without an edition goes to the visitor's edition: the `edition` cookie (a returning
 * visitor's choice), else their languages (our matcher: next-intl's would send en-GB to the
 * international edition), else Italy. It depends on who asks, so it is never cached.
 */
function editionRedirect(request: NextRequest): NextResponse {
  const edition =
    editionForLocale(request.cookies.get(EDITION_COOKIE)?.value) ??
    editionForAcceptLanguage(request.headers.get('accept-language')) ??
    DEFAULT_EDITION
  const url = request.nextUrl.clone()
  url.pathname = `/${edition}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  const response = NextResponse.redirect(url)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

/** The rewrite to the internal path (src/editions/route-rewrite), with the visitor's variant in front (src/runtime/variant). */
async function localizedPage(request: NextRequest, located: LocatedRequest, match: RouteMatch | null): Promise<NextResponse> {
  const internalPath = routeRewritePath({ pathname: request.nextUrl.pathname, host: request.headers.get('host') }, located, match)
  const response = internalPath ? NextResponse.rewrite(new URL(internalPath + request.nextUrl.search, request.url)) : localize(request)
  const eventsArea = isEventRoute(match?.name ?? null)
  if (response.headers.has('x-middleware-rewrite')) {
    rewriteWithVariant(response, await requestVariant(request, located.edition, eventsArea), !isWellFormedPath(located.segments))
    markVariantCaching(response, request)
  }
  return response
}

/**
 * Every page request: a path without an edition redirects to the visitor's; renamed travels
 * redirect and withdrawn ones answer 410; next-intl rewrites the localized path to the internal
 * one (or redirects a path of another language); the variant decided here (currency, talk-to-us)
 * goes in front of it. Nothing per visitor is set on the response: pages are cached HTML, private
 * only for a variant the edge does not key on (src/runtime/variant/variant-cache).
 */
export async function proxy(request: NextRequest) {
  const malformed = malformedPathResponse(request.nextUrl.pathname)
  if (malformed) return malformed
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next()
  const located = locateRequest(request)
  if (!located) return editionRedirect(request)
  const match = matchRoute(EDITIONS[located.edition].language, located.segments)
  return (await travelAddressResponse(request, located.edition, match)) ?? localizedPage(request, located, match)
}

/** Pages: not the admin, the APIs, Next's assets, the preview switch, sign-in and sign-out, or files with an extension. */
const NOT_PAGES = /^\/(admin|api|_next|preview)|^\/(login|logout)(\/|$)|\.[a-z0-9]+$/

function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname)
}

export const config = {
  // Pages only (not the admin, the APIs, Next's assets, sign-in and sign-out or files with an extension), and any path
  // with a percent-escape, which may be malformed.
  matcher: ['/((?!admin|api|_next|preview|(?:login|logout)(?:/|$)|.*\\.[a-z0-9]+$).*)', '/(.*%.*)'],
}
