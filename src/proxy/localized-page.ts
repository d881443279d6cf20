import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import type { LocatedRequest } from '@/editions/locate-request'
import type { RouteMatch } from '@/editions/match-route'
import { routeRewritePath } from '@/editions/route-rewrite'
import { routing } from '@/editions/routing'
import { isWellFormedPath } from '@/runtime/resolve-route'
import { isEventRoute } from '@/runtime/shell-variant'
import type { GonePage } from './address-check'
import { markVariantCaching } from './variant/variant-cache'
import { GONE_ADDRESS_PATH, MALFORMED_ADDRESS_PATH, requestVariant, withVariant } from './variant/variant-rewrite'

const localize = createMiddleware(routing)

/** An internal path to rewrite to, before the variant goes in front of it. */
type RewriteTarget = { pathname: string; search: string; base: string | URL; headers?: Headers }

/** The internal path next-intl rewrote to, with its headers, or its own answer when it answered otherwise (a redirect). */
function nextIntlTarget(request: NextRequest): RewriteTarget | NextResponse {
  const decided = localize(request)
  const rewrite = decided.headers.get('x-middleware-rewrite')
  if (!rewrite) return decided
  const url = new URL(rewrite)
  return { pathname: url.pathname, search: url.search, base: url, headers: decided.headers }
}

/**
 * The rewrite of a page request to its internal path (src/editions/route-rewrite; next-intl's
 * where the route table does not decide), with the visitor's variant in front. A malformed
 * address shows the shared not-found path; a `gone` address is answered 410, with the "not on the
 * map" page or its own. Nothing is fetched: the page is rendered, or served from the page cache,
 * as the answer of this request.
 */
export async function localizedPage(
  request: NextRequest,
  located: LocatedRequest,
  match: RouteMatch | null,
  gone: GonePage | null = null,
): Promise<NextResponse> {
  const ownPath = routeRewritePath({ pathname: request.nextUrl.pathname, host: request.headers.get('host') }, located, match)
  const target = ownPath === null ? nextIntlTarget(request) : { pathname: ownPath, search: request.nextUrl.search, base: request.url }
  if (target instanceof NextResponse) return target
  const variant = await requestVariant(request, located.edition, isEventRoute(match?.name ?? null))
  const shown = gone === 'not-on-the-map' ? GONE_ADDRESS_PATH : isWellFormedPath(located.segments) ? null : MALFORMED_ADDRESS_PATH
  const response = NextResponse.rewrite(new URL(withVariant(target.pathname, variant, shown) + target.search, target.base), {
    status: gone ? 410 : undefined,
    headers: target.headers,
  })
  markVariantCaching(response, request)
  return response
}
