import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { EDITION_CODES, type EditionCode } from '../../src/editions/editions'
import { slugify } from '../../src/lib/text/slug'
import { seedCustomerEmail } from '../bookings/generate'
import { insertRows } from '../catalog/sql-rows'
import { context } from '../context'
import { paragraph, richText } from '../lexical'
import { altTexts } from '../scenes/alt'
import { sceneSvg } from '../scenes/draw'
import { ensureSeedPictures } from '../scenes/upload'
import { EVENT_CITIES, type EventLanguage, type SeedCity } from './cities'
import { EVENT_KIND_COPY } from './event-kinds'
import { planEvents, type PlannedEvent } from './plan'

/** The editions that show a city's events, and the language each is written in there. */
const CITY_EDITIONS: Record<string, ReadonlyArray<{ edition: EditionCode; language: EventLanguage }>> = {
  IT: [
    { edition: 'it', language: 'it' },
    { edition: 'intl', language: 'en' },
  ],
  ES: [
    { edition: 'es', language: 'es' },
    { edition: 'intl', language: 'en' },
  ],
  FR: [
    { edition: 'fr', language: 'fr' },
    { edition: 'intl', language: 'en' },
  ],
  US: [
    { edition: 'us', language: 'en' },
    { edition: 'intl', language: 'en' },
  ],
}

/** The language of each edition for a city's name (German has none of its own in the seed copy: it reads the English). */
const NAME_LANGUAGE: Record<EditionCode, EventLanguage> = { it: 'it', es: 'es', fr: 'fr', de: 'en', en: 'en', us: 'en', intl: 'en' }

/** German names of the cities, for the pictures' German descriptions. */
const GERMAN_NAMES: Record<string, string> = {
  milano: 'Mailand',
  roma: 'Rom',
  napoli: 'Neapel',
  torino: 'Turin',
  paris: 'Paris',
  lyon: 'Lyon',
}

const fill = (text: string, city: SeedCity, language: EventLanguage, venue = '') =>
  text.replaceAll('{city}', city.name[language]).replaceAll('{venue}', venue)

async function ensureCities(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const city of EVENT_CITIES) {
    const { docs } = await payload.find({ collection: 'event-cities', where: { slug: { equals: city.slug } }, limit: 1, depth: 0 })
    if (docs[0]) {
      ids.set(city.slug, docs[0].id)
      continue
    }
    const created = await payload.create({
      collection: 'event-cities',
      locale: 'it',
      data: { name: city.name.it, slug: city.slug, country: city.country, timeZone: city.timeZone as never },
      depth: 0,
      context,
    })
    for (const edition of EDITION_CODES.filter((code) => code !== 'it'))
      await payload.update({
        collection: 'event-cities',
        id: created.id,
        locale: edition,
        data: { name: city.name[NAME_LANGUAGE[edition]] },
        depth: 0,
        context,
      })
    ids.set(city.slug, created.id)
  }
  return ids
}

/** Each event's own drawn picture, described in every language after its city's name. */
async function ensureEventPictures(payload: Payload, plan: readonly PlannedEvent[]): Promise<number[]> {
  const pictures = plan.map((event, index) => ({
    key: `event-${String(index + 1).padStart(3, '0')}-${event.city.slug}`,
    alt: altTexts(event.scene, { ...event.city.name, de: GERMAN_NAMES[event.city.slug] ?? event.city.name.en }),
    draw: () => Buffer.from(sceneSvg(event.scene, 1600, 1000)),
  }))
  const { ids } = await ensureSeedPictures(payload, pictures)
  return pictures.map((picture) => ids.get(picture.key)!)
}

/** Whole euro (or dollars) in every currency the editions show. */
function pricesOf(event: PlannedEvent) {
  if (event.price === 0) return []
  const local = event.city.country === 'US' ? 'USD' : 'EUR'
  const euro = local === 'EUR' ? event.price : Math.round(event.price * 0.92)
  return [
    { currency: 'EUR' as const, amount: euro },
    { currency: 'USD' as const, amount: local === 'USD' ? event.price : Math.round(event.price * 1.1) },
    { currency: 'GBP' as const, amount: Math.round(euro * 0.86) },
  ]
}

async function writeEvent(
  payload: Payload,
  event: PlannedEvent,
  refs: { city: number; picture: number; coordinator: number | null; host: string },
) {
  const copy = EVENT_KIND_COPY[event.kind]
  const editions = CITY_EDITIONS[event.city.country] ?? CITY_EDITIONS.IT!
  const texts = (language: EventLanguage) => {
    const paragraphs = copy.overview[language].map((text) => fill(text, event.city, language, event.venue.name))
    return {
      title: fill(copy.title[language], event.city, language),
      summary: paragraphs[0]!.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? paragraphs[0]!,
      // The seed's Lexical nodes are plain JSON; the generated type names each node kind.
      overview: richText(...paragraphs.map((text) => paragraph(text))) as never,
    }
  }
  const zone = event.city.timeZone as never
  const [first, ...others] = editions
  const created = await payload.create({
    collection: 'events',
    locale: first!.edition,
    data: {
      ...texts(first!.language),
      slug: slugify(fill(copy.title[first!.language], event.city, first!.language)),
      city: refs.city,
      startsAt: event.startsAt.toISOString(),
      startsAt_tz: zone,
      endsAt: event.endsAt.toISOString(),
      endsAt_tz: zone,
      ...(event.joinUntil ? { joinUntil: event.joinUntil.toISOString(), joinUntil_tz: zone } : {}),
      venue: event.venue,
      picture: refs.picture,
      organiser: refs.coordinator ? { coordinator: refs.coordinator } : { host: refs.host },
      free: event.price === 0,
      prices: pricesOf(event),
      spots: event.spots,
      editions: editions.map((each) => each.edition) as never,
      cancelled: event.cancelled,
      _status: 'published',
    },
    depth: 0,
    context,
  })
  for (const { edition, language } of others)
    await payload.update({
      collection: 'events',
      id: created.id,
      locale: edition,
      data: { ...texts(language), _status: 'published' },
      depth: 0,
      context,
    })
  return created.id
}

/** Community members who host events in each country, by first name. */
const HOSTS: Record<string, readonly string[]> = {
  IT: ['Giulia', 'Marco', 'Chiara', 'Andrea', 'Elena', 'Davide'],
  ES: ['Lucía', 'Javier', 'Marta', 'Pablo'],
  FR: ['Camille', 'Théo', 'Léa', 'Hugo'],
  US: ['Jordan', 'Maya', 'Chris'],
}

/** The places the seeded customers hold at an event (and wait for, in that order), as rows of `event_places`. */
function placeRows(eventId: number, event: PlannedEvent, customers: readonly number[], offset: number, now: Date): unknown[][] {
  const edition = (CITY_EDITIONS[event.city.country] ?? CITY_EDITIONS.IT!)[0]!.edition
  const statuses = [...Array<'joined'>(event.joined).fill('joined'), ...Array<'waiting'>(event.waiting).fill('waiting')]
  return statuses.map((status, index) => {
    const customer = customers[(offset + index) % customers.length]!
    // One millisecond apart: the waiting list's order is the order places were asked for.
    const at = new Date(now.getTime() - 86_400_000 + index)
    return [eventId, customer, status, edition, `${eventId}:${customer}`, at, at]
  })
}

/** Writes every place in one statement: through the CMS, each of hundreds of places was a round trip. */
async function insertPlaces(payload: Payload, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  try {
    await insertRows(client, 'event_places', ['event_id', 'customer_id', 'status', 'edition', 'key', 'created_at', 'updated_at'], rows)
  } finally {
    client.release()
  }
}

export type EventsOutcome = { cities: number; events: number; places: number }

/**
 * The WeMeet demo: ten cities and five events in each over the coming three months, each with its
 * own picture, texts in the languages of the editions that show it, and places held by the
 * seeded customers (so some events are sold out, with a waiting list). Written once: a database
 * with events keeps them.
 */
export async function ensureEvents(payload: Payload, now = new Date()): Promise<EventsOutcome> {
  const cityIds = await ensureCities(payload)
  const { totalDocs } = await payload.count({ collection: 'events', overrideAccess: true })
  if (totalDocs > 0) return { cities: cityIds.size, events: 0, places: 0 }
  const plan = planEvents(now, EVENT_CITIES)
  const pictures = await ensureEventPictures(payload, plan)
  const coordinators = (await payload.find({ collection: 'coordinators', depth: 0, pagination: false, sort: 'name' })).docs.map(
    (doc) => doc.id,
  )
  const customers = (
    await payload.find({
      collection: 'customers',
      where: { email: { in: Array.from({ length: 60 }, (_, index) => seedCustomerEmail(index)) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs.map((doc) => doc.id)
  const places: unknown[][] = []
  for (const [index, event] of plan.entries()) {
    const id = await writeEvent(payload, event, {
      city: cityIds.get(event.city.slug)!,
      picture: pictures[index]!,
      coordinator: event.byCoordinator && coordinators.length > 0 ? coordinators[index % coordinators.length]! : null,
      host: (HOSTS[event.city.country] ?? HOSTS.IT!)[index % (HOSTS[event.city.country] ?? HOSTS.IT!).length]!,
    })
    if (customers.length > 0) places.push(...placeRows(id, event, customers, index * 7, now))
  }
  await insertPlaces(payload, places)
  return { cities: cityIds.size, events: plan.length, places: places.length }
}
