import type { CollectionAfterChangeHook } from 'payload'
import { changeTourSeats } from '@/customer/bookings/change-tour-seats'
import { seatsHeld } from '@/customer/bookings/tour-seats'
import type { Booking } from '@/payload-types'

const relationId = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * A site booking holds its departure's seats while pending or confirmed and frees them when
 * cancelled: each save moves the tour's seats by the difference, in the save's transaction. A
 * bookings system's bookings move nothing here: that system sends the tour's seats with the catalog.
 */
export const moveTourSeats: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.source !== 'site') return doc
  const before = operation === 'create' ? 0 : seatsHeld(previousDoc.status, previousDoc.travellersCount ?? 0)
  const after = seatsHeld(doc.status, doc.travellersCount ?? 0)
  const tour = relationId(doc.tour)
  const previousTour = operation === 'create' ? tour : relationId(previousDoc.tour)
  // An admin moving the booking to another departure frees the old one's seats.
  if (previousTour !== tour) {
    await changeTourSeats(req, previousTour, -before)
    await changeTourSeats(req, tour, after)
  } else await changeTourSeats(req, tour, after - before)
  return doc
}
