import { NextResponse, type NextRequest } from 'next/server'
import { editionForHost } from '@/editions/edition-domains'
import { EDITIONS, isEditionCode, type EditionCode } from '@/editions/editions'
import { matchRoute } from '@/editions/match-route'
import type { RouteName } from '@/editions/route-names'

const TRAVEL_ROUTES: readonly RouteName[] = ['travels-travel', 'travels-travel-tour', 'travels-travel-itinerary']
/** Set on the proxy's own request for a withdrawn travel's page: render it (as a 404) without checking again. */
export const ADDRESS_CHECKED_HEADER = 'x-travel-address-checked'

/** The server itself, as the proxy reaches it (not through the public host). */
const internalOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`

/** The edition and the path segments inside it, for a prefixed path or an edition's own host. */
function locate(request: NextRequest): { edition: EditionCode; segments: string[] } | null {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
  if (isEditionCode(segments[0])) return { edition: segments[0], segments: segments.slice(1) }
  const hosted = editionForHost(request.headers.get('host'))
  return hosted ? { edition: hosted, segments } : null
}

/**
 * Travel and tour addresses whose travel was renamed answer 301 to the new address; those of a
 * travel taken off sale, or of a departed tour, answer 410 with the "not on the map" page.
 * Everything else (and any failure of the check) goes on to the page as usual.
 */
export async function travelAddressResponse(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' || request.headers.has(ADDRESS_CHECKED_HEADER)) return null
  const located = locate(request)
  if (!located) return null
  const match = matchRoute(EDITIONS[located.edition].language, located.segments)
  if (!match || !TRAVEL_ROUTES.includes(match.name)) return null
  const check = new URL('/api/v1/internal/travel-address', internalOrigin())
  check.searchParams.set('edition', located.edition)
  check.searchParams.set('travel', match.params.travel ?? '')
  if (match.params.tour) check.searchParams.set('tour', match.params.tour)
  const answer = await fetch(check).then((response) => (response.ok ? response.json() : null)).catch(() => null)
  const address = answer?.data as { kind: string; to?: string } | undefined
  if (address?.kind === 'moved' && address.to) {
    const to = new URL(address.to, request.url)
    to.search = request.nextUrl.search
    return NextResponse.redirect(to, 301)
  }
  if (address?.kind !== 'gone') return null
  const page = await fetch(new URL(request.nextUrl.pathname + request.nextUrl.search, internalOrigin()), {
    headers: { [ADDRESS_CHECKED_HEADER]: '1', cookie: request.headers.get('cookie') ?? '', 'accept-language': request.headers.get('accept-language') ?? '', host: request.headers.get('host') ?? '' },
  }).catch(() => null)
  if (!page) return null
  return new NextResponse(page.body, { status: 410, headers: { 'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
