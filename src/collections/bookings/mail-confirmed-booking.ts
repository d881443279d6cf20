import type { CollectionAfterChangeHook } from 'payload'
import { sendBookingMail } from '@/features/bookings/booking-mail'
import type { Booking } from '@/payload-types'

/**
 * When our staff confirm a site booking request, its customer is told by mail. The mail goes
 * within the save: a mail that cannot be sent fails the save, which the editor sees and repeats,
 * rather than a confirmation nobody hears of. A bookings system tells its own customers.
 */
export const mailConfirmedBooking: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  const confirmedNow = operation === 'update' && doc.status === 'confirmed' && previousDoc.status !== 'confirmed'
  if (doc.source === 'site' && confirmedNow) await sendBookingMail(req.payload, doc, 'confirmed', req)
  return doc
}
