import type { Payload, Where } from 'payload'
import type { TravellerGender } from '@/customer/bookings/booking-rules'
import { ApiError } from '@/lib/http/api-error'
import { relationId } from '@/lib/cms/relation-ids'
import type { GroupInfo } from './group-info-shape'
import { groupStats, type BookedTraveller } from './group-stats'

/** The customers a collection's rows on the tour name (rows of the tour's wishlists or its active alerts). */
async function customersOn(payload: Payload, collection: 'wishlist-items' | 'notify-me-alerts', tourId: number): Promise<number[]> {
  const where: Where =
    collection === 'notify-me-alerts' ? { and: [{ tour: { equals: tourId } }, { active: { equals: true } }] } : { tour: { equals: tourId } }
  const { docs } = await payload.find({
    collection,
    where,
    select: { customer: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => relationId(doc.customer)).filter((id): id is number => id !== null)
}

/**
 * Who is going on a departure the public can see (404 otherwise): the travellers of its bookings
 * that are not cancelled, and how many other customers are interested in it (saved it or set an
 * alert on it, counted once, those who booked it left out).
 */
export async function tourGroupInfo(payload: Payload, tourId: number): Promise<GroupInfo> {
  const tour = await payload.findByID({ collection: 'tours', id: tourId, depth: 0, overrideAccess: false, disableErrors: true })
  if (!tour) throw new ApiError('NOT_FOUND', 'There is no such tour.')
  const { docs: bookings } = await payload.find({
    collection: 'bookings',
    where: { and: [{ tour: { equals: tourId } }, { status: { not_equals: 'cancelled' } }] },
    select: { customer: true, travellers: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const booked: BookedTraveller[] = bookings.flatMap((booking) =>
    (booking.travellers ?? []).map(({ gender, firstTrip, tripsDone }) => ({ gender: gender as TravellerGender, firstTrip, tripsDone })),
  )
  const bookedCustomers = new Set(bookings.map((booking) => relationId(booking.customer)))
  const interested = new Set([
    ...(await customersOn(payload, 'wishlist-items', tourId)),
    ...(await customersOn(payload, 'notify-me-alerts', tourId)),
  ])
  for (const customer of bookedCustomers) if (customer !== null) interested.delete(customer)
  return groupStats(
    { id: tour.id, maxGroupSize: tour.maxGroupSize ?? 0, seatsToConfirm: tour.seatsToConfirm ?? 0 },
    booked,
    interested.size,
  )
}
