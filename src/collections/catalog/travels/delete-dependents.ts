import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A travel's tours and reviews go with it: a departure or a review of nothing cannot be shown.
 * A tour that may not go (a booked one) keeps its travel, with the tour's reason.
 */
export const deleteTravelDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const tours = await req.payload.delete({ collection: 'tours', where: { travel: { equals: id } }, req, overrideAccess: true })
  if (tours.errors.length) throw new APIError(tours.errors[0]!.message, 409, null, true)
  await req.payload.delete({ collection: 'reviews', where: { travel: { equals: id } }, req, overrideAccess: true })
}
