import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted travel or tour leaves the wishlists it was on (in the same transaction). */
export const deleteWishlisted =
  (field: 'travel' | 'tour'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection: 'wishlist-items', where: { [field]: { equals: id } }, req, overrideAccess: true })
  }
