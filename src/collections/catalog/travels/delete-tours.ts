import type { CollectionBeforeDeleteHook } from 'payload'

/** A travel's tours go with it: a departure of nothing cannot be sold or shown. */
export const deleteToursOfTravel: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'tours', where: { travel: { equals: id } }, req, overrideAccess: true })
}
