import { eventCardData, type EventCardData } from '@/features/events/event-card'
import { upcomingEvents } from '@/features/events/event-data'
import { relationId } from '@/lib/cms/relation-ids'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

/** The cached page holds this many cards; the island shows the rest, and any filter, from the site API. */
export const EVENTS_IN_PAGE = 12

export type EventListData = {
  first: EventCardData[]
  total: number
  /** The cities with events to come, by name: the city filter's choices. */
  cities: Array<{ slug: string; name: string }>
  /** The block's own city, when the editor chose one. */
  city: { slug: string; name: string } | null
}

/** The edition's events to come (of the block's city, if it has one), the first page of them as cards. */
export default async function loadEventList(block: BlockOf<'eventList'>, context: BlockContext): Promise<EventListData> {
  const events = await upcomingEvents(await cms(), { edition: context.edition, currency: context.currency }, new Date())
  const cityId = relationId(block.city)
  const shown = cityId ? events.filter((event) => event.city.id === cityId) : events
  const cities = new Map(events.map((event) => [event.city.slug, event.city.name]))
  const collator = new Intl.Collator(context.edition.locale)
  const own = cityId ? (events.find((event) => event.city.id === cityId)?.city ?? null) : null
  return {
    first: shown.slice(0, EVENTS_IN_PAGE).map(eventCardData),
    total: shown.length,
    cities: [...cities].map(([slug, name]) => ({ slug, name })).sort((a, b) => collator.compare(a.name, b.name)),
    city: own && { slug: own.slug, name: own.name },
  }
}
