import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted customer, travel or tour takes its notify-me alerts and their sent-mail records along (in the same transaction). */
export const deleteAlerts =
  (field: 'customer' | 'travel' | 'tour'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { docs } = await req.payload.find({
      collection: 'notify-me-alerts',
      where: { [field]: { equals: id } },
      select: {},
      depth: 0,
      limit: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
    if (!docs.length) return
    const alertIds = docs.map((alert) => alert.id)
    await req.payload.delete({ collection: 'notify-me-deliveries', where: { alert: { in: alertIds } }, req, overrideAccess: true })
    await req.payload.delete({ collection: 'notify-me-alerts', where: { id: { in: alertIds } }, req, overrideAccess: true })
  }
