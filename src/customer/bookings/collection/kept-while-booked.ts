import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A tour or customer that bookings refer to is not deleted: the bookings systems own those
 * bookings, and the group info counts them. The booking is cancelled or moved in its system first.
 */
export const keptWhileBooked =
  (field: 'tour' | 'customer', what: string): CollectionBeforeDeleteHook =>
  async ({ req, id }) => {
    const { totalDocs } = await req.payload.count({ collection: 'bookings', where: { [field]: { equals: id } }, req, overrideAccess: true })
    if (totalDocs > 0)
      throw new APIError(
        `This ${what} has ${totalDocs} booking${totalDocs === 1 ? '' : 's'}: it cannot be deleted while they refer to it.`,
        409,
        null,
        true,
      )
  }
