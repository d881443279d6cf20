import type { Payload } from 'payload'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { SLUG_PATTERN } from '@/lib/text/slug'
import { findTours, type CatalogAudience } from './catalog'
import { coordinatorProfile, type CoordinatorProfile } from './coordinator-profile'
import { destinationsByCoordinator, travelsLedBy } from './coordinator-destinations'
import { catalogQuery } from './database'
import { filterSchema } from './filter-schema'
import { inEdition, type ApiTour } from './search/present'
import { catalogSnapshot } from './search/snapshot-store'

/** A coordinator's page lists their next departures, at most this many. */
export const UPCOMING_DEPARTURES_SHOWN = 12

export type Destination = { id: number; name: string }
export type CoordinatorCard = Omit<CoordinatorProfile, 'bio'> & { destinations: Destination[] }
export type CoordinatorDirectory = { coordinators: CoordinatorCard[]; destinations: Destination[] }

/** A coordinator by the slug of their page's address, or null. */
export async function findCoordinator(payload: Payload, slug: string, edition: EditionCode): Promise<CoordinatorProfile | null> {
  if (!SLUG_PATTERN.test(slug) || slug.includes('/')) return null
  const { docs } = await payload.find({
    collection: 'coordinators',
    where: { slug: { equals: slug } },
    locale: edition,
    limit: 1,
    depth: 1,
  })
  return docs[0] ? coordinatorProfile(docs[0]) : null
}

/**
 * Every coordinator, by name, with the destinations of the published travels they lead (names in
 * the edition's language, alphabetical), and all those destinations once (the filter's choices).
 */
export async function coordinatorDirectory(payload: Payload, edition: EditionCode): Promise<CoordinatorDirectory> {
  const [{ docs }, snapshot] = await Promise.all([
    payload.find({ collection: 'coordinators', locale: edition, depth: 1, pagination: false, sort: 'name' }),
    catalogSnapshot(catalogQuery(payload)),
  ])
  const collator = new Intl.Collator(EDITIONS[edition].locale)
  const named = (ids: readonly number[]) =>
    ids
      .flatMap((id) => {
        const destination = snapshot.destinations.get(id)
        return destination ? [{ id, name: inEdition(destination.names, edition) }] : []
      })
      .sort((a, b) => collator.compare(a.name, b.name))
  const led = destinationsByCoordinator(snapshot.travels)
  const coordinators = docs.map((doc) => {
    const { bio: _bio, ...card } = coordinatorProfile(doc)
    return { ...card, destinations: named(led.get(doc.id) ?? []) }
  })
  const all = new Set(coordinators.flatMap((coordinator) => coordinator.destinations.map((destination) => destination.id)))
  return { coordinators, destinations: named([...all]) }
}

/**
 * The coordinator's next departures: the tours of the published travels they lead, from today
 * on, by date, priced in the audience's currency.
 */
export async function upcomingDepartures(
  payload: Payload,
  coordinatorId: number,
  audience: CatalogAudience,
  limit = UPCOMING_DEPARTURES_SHOWN,
): Promise<ApiTour[]> {
  const query = catalogQuery(payload)
  const travelIds = travelsLedBy((await catalogSnapshot(query)).travels, coordinatorId)
  // No travels must mean no departures: an empty travel filter would match them all.
  if (travelIds.length === 0) return []
  // Set after parsing: the API's bound on listed ids protects requests, not this internal call.
  const filters = { ...filterSchema.parse({ sort: 'date:asc', show: limit }), travelId: travelIds }
  return (await findTours(query, filters, audience, 0, limit)).items
}

/** Every coordinator's slug (the sitemap lists their pages). */
export async function coordinatorSlugs(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'coordinators', depth: 0, pagination: false, select: { slug: true } })
  return docs.map((doc) => doc.slug)
}
