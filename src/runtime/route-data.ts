import type { Edition } from '@/editions/edition'
import type { CurrencyCode } from '@/editions/editions'
import type { RouteName } from '@/editions/route-names'
import { CONTINENT_CODES, type ContinentCode } from '@/features/catalog/continents'
import { findCoordinator } from '@/features/catalog/coordinators'
import type { CatalogRouteData } from '@/features/catalog/route-data'
import { bookingDeparture, type BookingRouteData } from '@/customer/bookings/booking-departure'
import { catalogQuery } from '@/features/catalog/database'
import { travelReviews } from '@/features/catalog/reviews/travel-reviews'
import { resolveTravelAddress } from '@/features/catalog/travel-address'
import { tourPageData, travelOffers, travelPageData } from '@/features/catalog/travel-page'
import { loadEdition } from '@/editions/load-editions'
import { findEvent, type EventRouteData } from '@/features/events/event-data'
import { eventTags } from '@/features/events/event-tags'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { cms } from '@/lib/cms/instance'

export type RouteData = CatalogRouteData & BookingRouteData & EventRouteData

export type RouteAudience = { edition: Edition; currency: CurrencyCode }

/**
 * Routes whose path carries parameters load their subject (the travel, the tour...) before their
 * page renders; `null` means there is no such subject and the route answers 404 (renamed and
 * withdrawn travels never get here: the proxy answers them with 301 and 410). A departed tour's
 * page renders with its travel and `tourGone`: the proxy answers it with 410. A route with
 * parameters and no loader here answers 404 too, so no URL shows a page about nothing.
 */
export type RouteDataLoader = (params: Record<string, string>, audience: RouteAudience) => Promise<RouteData | null>

/**
 * A travel's or tour's page: it expires with its travel and its coordinator; an address that leads
 * nowhere, with any change of address.
 */
const travelLoader: RouteDataLoader = async (params, audience) => {
  const payload = await cms()
  const address = await resolveTravelAddress(payload, audience.edition, params.travel ?? '', params.tour)
  if (address.kind !== 'travel' && address.kind !== 'tour' && address.kind !== 'departed') {
    await declareRenderTags([catalogTags.missingAddresses])
    return null
  }
  await declareRenderTags([catalogTags.travel(address.travel.id), catalogTags.all])
  const travel = await travelPageData(payload, address.travel, audience)
  if (!travel) return null
  if (travel.coordinator) await declareRenderTags([catalogTags.coordinator(travel.coordinator.id)])
  const { currencies } = await loadEdition(audience.edition.code)
  const [offers, reviews] = await Promise.all([
    travelOffers(payload, travel.id, audience.edition, currencies),
    travelReviews(catalogQuery(payload), travel.id, audience.edition.code),
  ])
  if (address.kind === 'travel') return { travel, offers, reviews }
  if (address.kind === 'departed') return { travel, offers, reviews, tourGone: true }
  const tour = await tourPageData(payload, address.travel.id, address.tourId, audience)
  return tour ? { travel, tour, offers, reviews } : null
}

/**
 * A coordinator's page (`/coordinators/{coordinator}`, by slug): it expires with their profile (its
 * departures are the profile block's list); an unknown slug, with any coordinator's change.
 */
const coordinatorLoader: RouteDataLoader = async (params, { edition }) => {
  const coordinator = await findCoordinator(await cms(), params.coordinator ?? '', edition.code)
  if (!coordinator) {
    await declareRenderTags([catalogTags.coordinators])
    return null
  }
  await declareRenderTags([catalogTags.coordinator(coordinator.id), catalogTags.all])
  return { coordinator }
}

/** An area page (`area-asia`...) shows its continent's travels. */
function areaLoader(code: ContinentCode): RouteDataLoader {
  return async (_params, { edition }) => {
    await declareRenderTags([catalogTags.lists, catalogTags.all])
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'continents',
      where: { code: { equals: code } },
      locale: edition.code,
      limit: 1,
      depth: 0,
    })
    const continent = docs[0]
    return continent ? { continent: { id: continent.id, code, name: continent.name } } : {}
  }
}

/** A tour id in an address: digits without a leading zero, within the database's integers. */
const tourIdOf = (value: string | undefined): number | null =>
  /^[1-9]\d{0,9}$/.test(value ?? '') && Number(value) <= 2_147_483_647 ? Number(value) : null

/**
 * A departure's booking page (`/booking/{tour}`): the departure whatever its state (a departed
 * or sold-out one says so on the page); it expires with its travel. An unknown or unpublished
 * departure answers 404, and expires with any change of address or sale.
 */
const bookingLoader: RouteDataLoader = async (params, audience) => {
  const tourId = tourIdOf(params.tour)
  const booking = tourId === null ? null : await bookingDeparture(await cms(), tourId, audience)
  if (!booking) {
    await declareRenderTags([catalogTags.missingAddresses])
    return null
  }
  await declareRenderTags([catalogTags.travel(booking.travelId), catalogTags.all])
  return { booking }
}

/**
 * A WeMeet event's page (`/events/{city}/{slug}`): it expires with the event (its spots too) and
 * its city; an address that leads nowhere, with any event's publication.
 */
const eventLoader: RouteDataLoader = async (params, audience) => {
  const event = await findEvent(await cms(), audience, { city: params.city ?? '', slug: params.slug ?? '' }, new Date())
  if (!event) {
    await declareRenderTags([eventTags.missingAddresses, eventTags.all])
    return null
  }
  await declareRenderTags([eventTags.event(event.id), eventTags.all])
  return { event }
}

export const ROUTE_DATA_LOADERS: Partial<Record<RouteName, RouteDataLoader>> = {
  'travels-travel': travelLoader,
  'travels-travel-tour': travelLoader,
  'travels-travel-itinerary': travelLoader,
  'coordinators-coordinator': coordinatorLoader,
  booking: bookingLoader,
  'events-city-slug': eventLoader,
  ...Object.fromEntries(CONTINENT_CODES.map((code) => [`area-${code}`, areaLoader(code)])),
}

export async function loadRouteData(name: RouteName, params: Record<string, string>, audience: RouteAudience): Promise<RouteData | null> {
  const loader = ROUTE_DATA_LOADERS[name]
  if (loader) return loader(params, audience)
  return Object.keys(params).length === 0 ? {} : null
}
