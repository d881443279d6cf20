import { NextResponse, type NextRequest } from 'next/server'
import type { EditionCode } from '@/editions/editions'
import type { RouteMatch } from '@/editions/match-route'
import type { RouteName } from '@/editions/route-names'
import { lookupWithin, proxyServices } from '@/runtime/proxy-services/registry'

const TRAVEL_ROUTES: readonly RouteName[] = ['travels-travel', 'travels-travel-tour', 'travels-travel-itinerary']
/** Set on the proxy's own request for a withdrawn travel's page: render it (as a 404) without checking again. */
export const ADDRESS_CHECKED_HEADER = 'x-travel-address-checked'
/** The longest a page view waits for the address check; past it the page renders as usual. */
const CHECK_TIMEOUT_MS = 2_000

/** The server itself, as the proxy reaches it (not through the public host). */
const internalOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`

/** The page of a withdrawn address, as the server renders it (a cached 404), answered with 410. */
async function gonePage(request: NextRequest): Promise<NextResponse | null> {
  const page = await fetch(new URL(request.nextUrl.pathname + request.nextUrl.search, internalOrigin()), {
    headers: {
      [ADDRESS_CHECKED_HEADER]: '1',
      cookie: request.headers.get('cookie') ?? '',
      'accept-language': request.headers.get('accept-language') ?? '',
      host: request.headers.get('host') ?? '',
    },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS * 5),
  }).catch(() => null)
  if (!page) return null
  const headers = new Headers({ 'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8' })
  const cacheControl = page.headers.get('cache-control')
  if (cacheControl) headers.set('cache-control', cacheControl)
  return new NextResponse(page.body, { status: 410, headers })
}

/**
 * Travel and tour addresses whose travel was renamed answer 301 to the new address; those of a
 * travel taken off sale, or of a departed tour, answer 410 with the "not on the map" page. The
 * check runs in this process (see proxy-services); everything else, and any failure of the
 * check, goes on to the page as usual.
 */
export async function travelAddressResponse(
  request: NextRequest,
  edition: EditionCode,
  match: RouteMatch | null,
): Promise<NextResponse | null> {
  if (request.method !== 'GET' || request.headers.has(ADDRESS_CHECKED_HEADER)) return null
  if (!match || !TRAVEL_ROUTES.includes(match.name)) return null
  const services = proxyServices()
  if (!services) return null
  const address = await lookupWithin(
    services.travelAddress(edition, match.params.travel ?? '', match.params.tour),
    CHECK_TIMEOUT_MS,
    'travel address check',
  )
  if (address?.kind === 'moved') {
    const to = new URL(address.to, request.url)
    to.search = request.nextUrl.search
    return NextResponse.redirect(to, 301)
  }
  return address?.kind === 'gone' ? gonePage(request) : null
}
