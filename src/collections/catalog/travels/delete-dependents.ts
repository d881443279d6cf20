import type { CollectionBeforeDeleteHook } from 'payload'

/** A travel's tours and reviews go with it: a departure or a review of nothing cannot be shown. */
export const deleteTravelDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'tours', where: { travel: { equals: id } }, req, overrideAccess: true })
  await req.payload.delete({ collection: 'reviews', where: { travel: { equals: id } }, req, overrideAccess: true })
}
