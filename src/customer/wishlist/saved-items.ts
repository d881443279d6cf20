import type { Payload, Where } from 'payload'
import { ApiError } from '@/lib/http/api-error'
import { relationId } from '@/lib/cms/relation-ids'
import type { Wishlist, WishlistTarget, WishlistTravel } from './wishlist-shape'

/** One row per customer and item: a second save of the same item changes nothing. */
const itemKey = (customerId: number, target: WishlistTarget) =>
  target.tourId !== undefined ? `${customerId}:tour:${target.tourId}` : `${customerId}:travel:${target.travelId}`

/** The customer's wishlist, the most recently saved travel first. */
export async function wishlistOf(payload: Payload, customerId: number): Promise<Wishlist> {
  const { docs } = await payload.find({
    collection: 'wishlist-items',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const travels = new Map<number, WishlistTravel>()
  for (const item of docs) {
    const travelId = relationId(item.travel)
    if (travelId === null) continue
    const travel = travels.get(travelId) ?? { id: travelId, saved: false, tourIds: [] }
    travels.set(travelId, travel)
    const tourId = relationId(item.tour)
    if (tourId === null) travel.saved = true
    else travel.tourIds.push(tourId)
  }
  return { travels: [...travels.values()] }
}

/** The travel an item belongs to, as the public sees the catalog: 404 for an unpublished or unknown one. */
async function travelOf(payload: Payload, target: WishlistTarget): Promise<number> {
  const [collection, id] = target.tourId !== undefined ? (['tours', target.tourId] as const) : (['travels', target.travelId] as const)
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: false, disableErrors: true })
  if (!doc) throw new ApiError('NOT_FOUND', target.tourId !== undefined ? 'There is no such tour.' : 'There is no such travel.')
  return collection === 'tours' ? relationId((doc as { travel: unknown }).travel)! : doc.id
}

/** Saves a travel or a tour on the customer's wishlist (again: nothing changes). */
export async function saveItem(payload: Payload, customerId: number, target: WishlistTarget): Promise<Wishlist> {
  const travel = await travelOf(payload, target)
  const key = itemKey(customerId, target)
  const { totalDocs } = await payload.count({ collection: 'wishlist-items', where: { key: { equals: key } }, overrideAccess: true })
  if (!totalDocs) {
    try {
      await payload.create({
        collection: 'wishlist-items',
        data: { customer: customerId, travel, tour: target.tourId ?? null, key },
        overrideAccess: true,
      })
    } catch (error) {
      // A save of the same item at the same moment won the race: the item is there.
      const again = await payload.count({ collection: 'wishlist-items', where: { key: { equals: key } }, overrideAccess: true })
      if (!again.totalDocs) throw error
    }
  }
  return wishlistOf(payload, customerId)
}

/** Removes a tour, or a travel together with its saved tours; an item not on the wishlist is already removed. */
export async function removeItem(payload: Payload, customerId: number, target: WishlistTarget): Promise<Wishlist> {
  const where: Where =
    target.tourId !== undefined
      ? { key: { equals: itemKey(customerId, target) } }
      : { and: [{ customer: { equals: customerId } }, { travel: { equals: target.travelId } }] }
  await payload.delete({ collection: 'wishlist-items', where, overrideAccess: true })
  return wishlistOf(payload, customerId)
}
