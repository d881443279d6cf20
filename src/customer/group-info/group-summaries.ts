import type { Payload } from 'payload'
import { relationId } from '@/lib/cms/relation-ids'

/** What a tour in a catalog answer says of its group, for a signed-in caller: whether anyone booked it, and how many travel. */
export type GroupSummary = { hasPax: boolean; travellersCount: number }

export const NO_GROUP: GroupSummary = { hasPax: false, travellersCount: 0 }

/** The group summary of each of these tours, from their bookings that are not cancelled (one query; a tour nobody booked is absent). */
export async function groupSummaries(payload: Payload, tourIds: readonly number[]): Promise<Map<number, GroupSummary>> {
  const summaries = new Map<number, GroupSummary>()
  if (!tourIds.length) return summaries
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ tour: { in: [...tourIds] } }, { status: { not_equals: 'cancelled' } }] },
    select: { tour: true, travellersCount: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const booking of docs) {
    const tourId = relationId(booking.tour)
    if (tourId === null) continue
    const travellers = (summaries.get(tourId)?.travellersCount ?? 0) + (booking.travellersCount ?? 0)
    summaries.set(tourId, { hasPax: travellers > 0, travellersCount: travellers })
  }
  return summaries
}
