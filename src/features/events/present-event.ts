import type { CurrencyCode } from '@/editions/editions'
import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { uploadImage } from '@/features/catalog/upload-image'
import type { Event, EventCity } from '@/payload-types'
import { cancellationDeadline, eventStatus, joinDeadline, spotsLeft, type EventStatus } from './event-status'

/** An event with no end set is taken to last this long (it leaves the list once over). */
export const ASSUMED_DURATION_MS = 3 * 60 * 60 * 1000

export type EventPrice = { free: true } | { free: false; amount: number; currency: CurrencyCode }

/** An event as its card, its page and the site API show it, in one edition and currency. */
export type EventSummary = {
  id: number
  title: string
  slug: string
  /** Its page in the edition ('' where the events area is off). */
  url: string
  city: { id: number; slug: string; name: string; timeZone: string; country: string }
  startsAt: string
  endsAt: string | null
  joinUntil: string
  cancelBefore: string
  venue: { name: string; address: string; latitude: number; longitude: number }
  picture: ReturnType<typeof uploadImage>
  summary: string
  price: EventPrice
  spots: number | null
  spotsLeft: number | null
  attendees: number
  status: EventStatus
}

/** The price per person in the page's currency, else the first one the editor gave (in minor units). */
export function eventPrice(event: Pick<Event, 'free' | 'prices'>, currency: CurrencyCode): EventPrice {
  const prices = event.prices ?? []
  if (event.free || prices.length === 0) return { free: true }
  const price = prices.find((each) => each.currency === currency) ?? prices[0]!
  return { free: false, amount: Math.round(price.amount * 100), currency: price.currency }
}

/** What an event's state follows from: the document's fields and the places held. */
export const eventFacts = (event: Pick<Event, 'cancelled' | 'startsAt' | 'joinUntil' | 'spots'>, attendees: number) => ({
  cancelled: Boolean(event.cancelled),
  startsAt: event.startsAt,
  joinUntil: event.joinUntil ?? null,
  spots: event.spots ?? null,
  attendees,
})

/** An event document (its city and picture populated) with its attendees, as shown at `now`. */
export function presentEvent(
  event: Event,
  { edition, currency, attendees, now }: { edition: Edition; currency: CurrencyCode; attendees: number; now: Date },
): EventSummary | null {
  const city = event.city as EventCity | number
  if (typeof city !== 'object' || !city) return null
  const facts = eventFacts(event, attendees)
  return {
    id: event.id,
    title: event.title,
    slug: event.slug,
    url: href('events-city-slug', { city: city.slug, slug: event.slug }, edition),
    city: { id: city.id, slug: city.slug, name: city.name, timeZone: city.timeZone, country: city.country },
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? null,
    joinUntil: joinDeadline(facts).toISOString(),
    cancelBefore: cancellationDeadline({ startsAt: event.startsAt, cancelBefore: event.cancelBefore ?? null }).toISOString(),
    venue: {
      name: event.venue.name,
      address: event.venue.address,
      latitude: event.venue.latitude,
      longitude: event.venue.longitude,
    },
    picture: uploadImage(event.picture),
    summary: event.summary ?? '',
    price: eventPrice(event, currency),
    spots: facts.spots,
    spotsLeft: spotsLeft(facts),
    attendees,
    status: eventStatus(facts, now),
  }
}
