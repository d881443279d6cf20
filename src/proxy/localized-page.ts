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

/** The internal path next-intl rewrote to, or null when it answered otherwise (a redirect). */
function rewriteTarget(response: NextResponse): URL | null {
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite) : null
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
  const internalPath = routeRewritePath({ pathname: request.nextUrl.pathname, host: request.headers.get('host') }, located, match)
  const decided = internalPath ? null : localize(request)
  const target = decided ? rewriteTarget(decided) : new URL(internalPath + request.nextUrl.search, request.url)
  if (!target) return decided!
  const variant = await requestVariant(request, located.edition, isEventRoute(match?.name ?? null))
  const shown = gone === 'not-on-the-map' ? GONE_ADDRESS_PATH : isWellFormedPath(located.segments) ? null : MALFORMED_ADDRESS_PATH
  const response = NextResponse.rewrite(withVariant(target, variant, shown), {
    status: gone ? 410 : undefined,
    headers: decided?.headers,
  })
  markVariantCaching(response, request)
  return response
}
