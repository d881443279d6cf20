import type { CollectionAfterChangeHook } from 'payload'
import { afterCommit } from '@/lib/database/checked-commits'
import { mailPlace } from '../place-mail'

/**
 * An event we cancel (published with "cancelled" ticked) tells everyone holding or awaiting a
 * place, once the save is committed; their places stay, so the page can still say so.
 */
export const mailCancelledEvent: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published' || !doc.cancelled || previousDoc?.cancelled) return doc
  await afterCommit(req, async () => {
    const { docs } = await req.payload.find({
      collection: 'event-places',
      where: { event: { equals: doc.id }, status: { in: ['joined', 'waiting'] } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const place of docs) await mailPlace(req.payload, place, 'cancelled')
  })
  return doc
}
