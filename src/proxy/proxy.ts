import { NextResponse, type NextRequest } from 'next/server'
import { EDITIONS } from '@/editions/editions'
import { locateRequest } from '@/editions/locate-request'
import { matchRoute } from '@/editions/match-route'
import { malformedPathResponse } from '@/lib/http/malformed-path'
import { checkTravelAddress } from './address-check'
import { editionRedirect } from './edition-redirect'
import { experimentStep } from './experiment-step'
import { localizedPage } from './localized-page'

/** Pages: not the admin, the APIs, Next's assets, the preview switch, sign-in and sign-out, or files with an extension. */
const NOT_PAGES = /^\/(admin|api|_next|preview)|^\/(login|logout)(\/|$)|\.[a-z0-9]+$/

export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname)
}

/**
 * Every page request: a path without an edition redirects to the visitor's; renamed travels
 * redirect and withdrawn ones answer 410; a URL-redirect experiment may send the visitor to its
 * variation's address (experiment-step.ts); the localized path is rewritten to the internal one (or
 * next-intl redirects a path of another language), with the variant decided here (currency,
 * talk-to-us) in front of it. Nothing per visitor is set on the response: pages are cached HTML,
 * private only for a variant the edge does not key on (variant/variant-cache.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const malformed = malformedPathResponse(request.nextUrl.pathname)
  if (malformed) return malformed
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next()
  const located = locateRequest(request)
  if (!located) return editionRedirect(request)
  const match = matchRoute(EDITIONS[located.edition].language, located.segments)
  const address = await checkTravelAddress(request, located.edition, match)
  if (address.kind === 'moved') return NextResponse.redirect(address.to, 301)
  const experiments = await experimentStep(request, located.edition)
  if (experiments.redirect) return experiments.redirect
  return experiments.finish(await localizedPage(request, located, match, address.kind === 'gone' ? address.page : null))
}
