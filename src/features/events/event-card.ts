import type { EventPrice, EventSummary } from './present-event'
import type { EventStatus } from './event-status'

/** What an event card shows: small enough to travel as an island's props. */
export type EventCardData = {
  id: number
  title: string
  url: string
  city: { slug: string; name: string; timeZone: string }
  startsAt: string
  venue: string
  picture: { id: number; seoName: string; alt: string } | null
  price: EventPrice
  status: EventStatus
  spotsLeft: number | null
}

export function eventCardData(event: EventSummary): EventCardData {
  return {
    id: event.id,
    title: event.title,
    url: event.url,
    city: { slug: event.city.slug, name: event.city.name, timeZone: event.city.timeZone },
    startsAt: event.startsAt,
    venue: event.venue.name,
    picture: event.picture && { id: event.picture.id, seoName: event.picture.seoName, alt: event.picture.altText },
    price: event.price,
    status: event.status,
    spotsLeft: event.spotsLeft,
  }
}

/** A card says how many places are left once they are few. */
export const FEW_SPOTS = 5

/** The item analytics gives an event (GA4 item fields): id `event-{id}`, its city as the list's category. */
export function eventItem(card: Pick<EventCardData, 'id' | 'title' | 'city' | 'price'>, index?: number) {
  return {
    item_id: `event-${card.id}`,
    item_name: card.title,
    item_category: 'wemeet-event',
    item_category2: card.city.slug,
    price: card.price.free ? 0 : card.price.amount / 100,
    ...(card.price.free ? {} : { currency: card.price.currency }),
    ...(index === undefined ? {} : { index }),
  }
}
