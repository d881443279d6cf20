import type { EventPage } from './event-data'

const STATUS_SCHEMA = {
  cancelled: 'https://schema.org/EventCancelled',
} as const

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  'sold-out': 'https://schema.org/SoldOut',
  cancelled: 'https://schema.org/Discontinued',
  'joining-closed': 'https://schema.org/SoldOut',
} as const

/**
 * schema.org `Event` of a WeMeet event: an offline event at its venue, its times with their
 * offset, its organiser, and one offer (free or its price) valid until joining closes.
 */
export function eventJsonLd(
  event: EventPage,
  { url, image, organiser }: { url: string; image: string | null; organiser: { name: string; url: string } },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary || undefined,
    url,
    image: image ?? undefined,
    startDate: event.startsAt,
    endDate: event.endsAt ?? undefined,
    eventStatus: event.status === 'cancelled' ? STATUS_SCHEMA.cancelled : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: event.price.free,
    maximumAttendeeCapacity: event.spots ?? undefined,
    remainingAttendeeCapacity: event.spotsLeft ?? undefined,
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.address,
        addressLocality: event.city.name,
        addressCountry: event.city.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: event.venue.latitude, longitude: event.venue.longitude },
    },
    organizer: event.organiser.name ? { '@type': 'Person', name: event.organiser.name } : { '@type': 'Organization', ...organiser },
    offers: {
      '@type': 'Offer',
      url,
      price: event.price.free ? 0 : event.price.amount / 100,
      priceCurrency: event.price.free ? 'EUR' : event.price.currency,
      availability: AVAILABILITY[event.status],
      validThrough: event.joinUntil,
    },
  }
}
