import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import { href } from '@/editions/href'
import type { Travel } from '@/payload-types'
import { lookupTravel } from './travel-lookup'

/** What a travel or tour address of the site leads to. */
export type TravelAddress =
  | { kind: 'travel'; travel: Travel }
  | { kind: 'tour'; travel: Travel; tourId: number }
  /** Permanently elsewhere: an editor renamed the travel. */
  | { kind: 'moved'; to: string }
  /** Was there, is not any more: the travel is off sale. */
  | { kind: 'gone' }
  /** A departure of a travel still on sale that has left: its page says so and leads to the other dates. */
  | { kind: 'departed'; travel: Travel }
  | { kind: 'missing' }

const TOUR_ID = /^[1-9]\d{0,9}$/

/**
 * `/{travels}/{travel}` and `/{travels}/{travel}/{tour}` of an edition: the travel by
 * its slug (an earlier slug moves to the current one, the same tour kept), the tour by its id,
 * which must belong to that travel and be still to come. `depth` populates the travel's relations
 * (0 when only the answer matters).
 */
export async function resolveTravelAddress(
  payload: Payload,
  edition: Edition,
  slug: string,
  tour?: string,
  options: { depth?: number; today?: Date } = {},
): Promise<TravelAddress> {
  const found = await lookupTravel(payload, edition.code, slug, options.depth ?? 1)
  if (found.kind === 'missing') return { kind: 'missing' }
  if (found.kind === 'unpublished') return { kind: 'gone' }
  if (found.kind === 'moved') {
    const params = { travel: found.slug, tour }
    return {
      kind: 'moved',
      to: tour === undefined ? href('travels-travel', params, edition) : href('travels-travel-tour', params, edition),
    }
  }
  if (tour === undefined) return { kind: 'travel', travel: found.travel }
  if (!TOUR_ID.test(tour)) return { kind: 'missing' }
  const doc = await payload.findByID({ collection: 'tours', id: Number(tour), depth: 0, disableErrors: true, overrideAccess: true })
  const travelId = typeof doc?.travel === 'object' ? doc.travel?.id : doc?.travel
  if (!doc || travelId !== found.travel.id) return { kind: 'missing' }
  const today = options.today ?? new Date()
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  if (new Date(doc.startingDate).getTime() < startOfToday) return { kind: 'departed', travel: found.travel }
  return { kind: 'tour', travel: found.travel, tourId: doc.id }
}
