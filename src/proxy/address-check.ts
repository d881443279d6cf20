import type { NextRequest } from 'next/server'
import type { EditionCode } from '@/editions/editions'
import type { RouteMatch } from '@/editions/match-route'
import type { RouteName } from '@/editions/route-names'
import { lookupWithin, proxyServices } from './services/registry'

const TRAVEL_ROUTES: readonly RouteName[] = ['travels-travel', 'travels-travel-tour', 'travels-travel-itinerary']
/** The longest a page view waits for the address check; past it the page renders as usual. */
const CHECK_TIMEOUT_MS = 2_000

/** What a page answered 410 shows: the "not on the map" page, or its own (a departed tour's says it left). */
export type GonePage = 'not-on-the-map' | 'own'

export type AddressCheck =
  /** A renamed travel: 301 to its new address. */
  | { kind: 'moved'; to: URL }
  /** Answered 410. */
  | { kind: 'gone'; page: GonePage }
  /** Anything else, and any failure of the check: the page as usual. */
  | { kind: 'page' }

/**
 * Travel and tour addresses whose travel was renamed answer 301 to the new address (the query
 * kept); those of a travel taken off sale answer 410 with the "not on the map" page, those of a
 * departed tour 410 with the tour's page, which tells it left. The check runs in this process
 * (see services/registry.ts).
 */
export async function checkTravelAddress(request: NextRequest, edition: EditionCode, match: RouteMatch | null): Promise<AddressCheck> {
  if (request.method !== 'GET' || !match || !TRAVEL_ROUTES.includes(match.name)) return { kind: 'page' }
  const services = proxyServices()
  if (!services) return { kind: 'page' }
  const address = await lookupWithin(
    services.travelAddress(edition, match.params.travel ?? '', match.params.tour),
    CHECK_TIMEOUT_MS,
    'travel address check',
  )
  if (address?.kind === 'moved') {
    const to = new URL(address.to, request.url)
    to.search = request.nextUrl.search
    return { kind: 'moved', to }
  }
  if (address?.kind === 'gone') return { kind: 'gone', page: 'not-on-the-map' }
  if (address?.kind === 'departed') return { kind: 'gone', page: 'own' }
  return { kind: 'page' }
}
