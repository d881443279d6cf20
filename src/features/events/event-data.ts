import type { Payload, Where } from 'payload'
import type { CurrencyCode } from '@/editions/editions'
import type { Edition } from '@/editions/edition'
import { SLUG_PATTERN } from '@/lib/text/slug'
import type { Coordinator, Event } from '@/payload-types'
import { uploadImage } from '@/features/catalog/upload-image'
import { ASSUMED_DURATION_MS, presentEvent, type EventSummary } from './present-event'

export type EventAudience = { edition: Edition; currency: CurrencyCode }

/** The events list shows at most this many (about a year of a busy city's evenings). */
export const EVENTS_LISTED_MAX = 300

const isSlug = (value: string) => SLUG_PATTERN.test(value) && !value.includes('/')

/** Places held at each of these events (waiting-list places do not count). */
export async function attendeesOf(payload: Payload, eventIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(eventIds.map((id) => [id, 0]))
  if (eventIds.length === 0) return counts
  const { docs } = await payload.find({
    collection: 'event-places',
    where: { event: { in: [...eventIds] }, status: { equals: 'joined' } },
    select: { event: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const place of docs) {
    const id = typeof place.event === 'object' ? place.event.id : place.event
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

/** Published events shown in the edition, read as a visitor would (drafts and other editions never). */
const visibleIn = (edition: Edition, more: Where): Where => ({ and: [{ editions: { in: [edition.code] } }, more] })

/**
 * The edition's events not over yet at `now`, by start, with their state: what the events list
 * shows and filters.
 */
export async function upcomingEvents(payload: Payload, audience: EventAudience, now: Date): Promise<EventSummary[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: visibleIn(audience.edition, {
      or: [
        { endsAt: { greater_than: now.toISOString() } },
        {
          and: [{ endsAt: { exists: false } }, { startsAt: { greater_than: new Date(now.getTime() - ASSUMED_DURATION_MS).toISOString() } }],
        },
      ],
    }),
    locale: audience.edition.code,
    sort: 'startsAt',
    depth: 1,
    limit: EVENTS_LISTED_MAX,
    overrideAccess: false,
  })
  const attendees = await attendeesOf(
    payload,
    docs.map((event) => event.id),
  )
  return docs.flatMap((event) => presentEvent(event, { ...audience, attendees: attendees.get(event.id) ?? 0, now }) ?? [])
}

export type EventOrganiser = { name: string; coordinator: { slug: string; picture: ReturnType<typeof uploadImage> } | null }

export type EventPage = EventSummary & { overview: Event['overview']; organiser: EventOrganiser }

/** What an event's address gives its page's blocks. */
export type EventRouteData = { event?: EventPage }

function organiserOf(event: Event): EventOrganiser {
  const coordinator = event.organiser?.coordinator as Coordinator | number | null | undefined
  if (coordinator && typeof coordinator === 'object')
    return { name: coordinator.name, coordinator: { slug: coordinator.slug, picture: uploadImage(coordinator.picture) } }
  return { name: event.organiser?.host ?? '', coordinator: null }
}

/** The event at `/events/{city}/{slug}` in the edition, or null (unknown, unpublished, or not shown there). */
export async function findEvent(
  payload: Payload,
  audience: EventAudience,
  { city, slug }: { city: string; slug: string },
  now: Date,
): Promise<EventPage | null> {
  if (!isSlug(city) || !isSlug(slug)) return null
  const { docs } = await payload.find({
    collection: 'events',
    where: visibleIn(audience.edition, { slug: { equals: slug }, 'city.slug': { equals: city } }),
    locale: audience.edition.code,
    depth: 2,
    limit: 1,
    overrideAccess: false,
  })
  const event = docs[0]
  if (!event) return null
  const attendees = (await attendeesOf(payload, [event.id])).get(event.id) ?? 0
  const summary = presentEvent(event, { ...audience, attendees, now })
  return summary && { ...summary, overview: event.overview ?? null, organiser: organiserOf(event) }
}
