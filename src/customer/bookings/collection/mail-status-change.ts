import type { CollectionAfterChangeHook } from 'payload'
import { sendBookingMail, type BookingMailKind } from '@/customer/bookings/booking-mail'
import type { Booking } from '@/payload-types'

/** The statuses our staff set that the customer hears of. */
const MAILED_STATUSES: Partial<Record<Booking['status'], BookingMailKind>> = { confirmed: 'confirmed', cancelled: 'cancelled' }

/**
 * When our staff confirm or cancel a site booking request, its customer is told by mail. The mail
 * goes within the save: a mail that cannot be sent fails the save, which the editor sees and
 * repeats, rather than a change nobody hears of. A bookings system tells its own customers.
 */
export const mailStatusChange: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  const kind = MAILED_STATUSES[doc.status]
  const changedNow = operation === 'update' && doc.status !== previousDoc.status
  if (doc.source === 'site' && kind && changedNow) await sendBookingMail(req.payload, doc, kind, req)
  return doc
}
