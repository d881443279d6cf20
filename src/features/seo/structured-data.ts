import { itineraryStops } from '@/features/catalog/itinerary-stops'
import type { TourStatus } from '@/features/catalog/statuses'
import type { SocialNetwork } from '@/shell/footer/social-networks'

type Crumb = { name: string; url: string }

/** Organization structured data: the brand, its site, logo and social profiles. */
export function organizationJsonLd(
  brand: string,
  homeUrl: string,
  logoUrl: string,
  social: readonly { network: SocialNetwork; url: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: brand,
    url: homeUrl,
    logo: logoUrl,
    sameAs: social.map((link) => link.url),
  }
}

/** BreadcrumbList from the home page down to this page. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}

/** How schema.org reads a departure's sales status. */
const AVAILABILITY: Record<TourStatus, string> = {
  PLANNED: 'https://schema.org/InStock',
  ALMOST_CONFIRMED: 'https://schema.org/InStock',
  CONFIRMED: 'https://schema.org/InStock',
  ALMOST_FULL: 'https://schema.org/LimitedAvailability',
  WAITING_LIST: 'https://schema.org/LimitedAvailability',
  SOLD_OUT: 'https://schema.org/SoldOut',
}

type Trip = {
  name: string
  description: string
  url: string
  image: string | null
  stages: ReadonlyArray<{ title: string; place: string | null; latitude: number | null; longitude: number | null }>
  offers: ReadonlyArray<{ currency: string; price: number; url: string; status: TourStatus }>
  /** Over all its reviews; `null` before the first. */
  rating: { average: number; count: number } | null
}

/**
 * The travel as structured data: the places it stops at (itinerary-stops.ts), an offer per currency, the agency and,
 * once reviewed, its aggregate rating. Typed TouristTrip and Product both: a trip alone cannot
 * carry a rating in schema.org, a product can.
 */
export function touristTripJsonLd(trip: Trip, provider: { name: string; url: string }, absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': ['TouristTrip', 'Product'],
    name: trip.name,
    description: trip.description,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
    itinerary: {
      '@type': 'ItemList',
      itemListElement: itineraryStops(trip.stages).map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Place',
          name: stop.name,
          ...(stop.latitude !== null && stop.longitude !== null
            ? { geo: { '@type': 'GeoCoordinates', latitude: stop.latitude, longitude: stop.longitude } }
            : {}),
        },
      })),
    },
    offers: trip.offers.map((offer) => ({
      '@type': 'Offer',
      price: (offer.price / 100).toFixed(2),
      priceCurrency: offer.currency,
      availability: AVAILABILITY[offer.status],
      url: absolute(offer.url),
    })),
    ...(trip.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: trip.rating.average,
            reviewCount: trip.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    provider: { '@type': 'TravelAgency', name: provider.name, url: provider.url },
  }
}
