import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import type { CurrencyCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { priceGroupName } from '@/collections/catalog/tours/prices'
import type { Tour, Travel } from '@/payload-types'
import { relationId } from '@/lib/cms/relation-ids'
import type { CustomerBooking, CustomerBookings, CustomerBookingStatus } from './account-area-shape'

/**
 * Upcoming bookings are those whose departure is today or later, the next first; past ones, the
 * latest first. A cancelled booking stays in its list, marked, so the customer sees what became of it.
 */
export function splitBookings(bookings: readonly CustomerBooking[], today: string): CustomerBookings {
  const upcoming = bookings.filter((booking) => booking.startingDate >= today)
  const past = bookings.filter((booking) => booking.startingDate < today)
  return {
    upcoming: upcoming.sort((a, b) => a.startingDate.localeCompare(b.startingDate) || a.id - b.id),
    past: past.sort((a, b) => b.startingDate.localeCompare(a.startingDate) || b.id - a.id),
  }
}

const byId = <T extends { id: number }>(docs: readonly T[]) => new Map(docs.map((doc) => [doc.id, doc]))

/**
 * The customer's own bookings (never anyone else's: the query is by the caller's id), each with its
 * departure's dates, its travel's title in the edition and the tour page's address (none once
 * the travel is withdrawn), the travellers and the departure's price in the caller's currency.
 */
export async function customerBookings(
  payload: Payload,
  customerId: number,
  { edition, currency, today }: { edition: Edition; currency: CurrencyCode; today: string },
): Promise<CustomerBookings> {
  const { docs: bookings } = await payload.find({
    collection: 'bookings',
    where: { customer: { equals: customerId } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const tourIds = [...new Set(bookings.map((booking) => relationId(booking.tour)!))]
  const tours = tourIds.length
    ? byId(
        (
          await payload.find({
            collection: 'tours',
            where: { id: { in: tourIds } },
            depth: 0,
            limit: 0,
            pagination: false,
            overrideAccess: true,
          })
        ).docs,
      )
    : new Map<number, Tour>()
  const travelIds = [...new Set([...tours.values()].map((tour) => relationId(tour.travel)!))]
  const travels = travelIds.length
    ? byId(
        (
          await payload.find({
            collection: 'travels',
            where: { id: { in: travelIds } },
            locale: edition.code,
            depth: 0,
            limit: 0,
            pagination: false,
            overrideAccess: true,
          })
        ).docs,
      )
    : new Map<number, Travel>()
  const presented = bookings.flatMap((booking): CustomerBooking[] => {
    const tour = tours.get(relationId(booking.tour)!)
    const travel = tour ? travels.get(relationId(tour.travel)!) : undefined
    if (!tour || !travel) return []
    const url = travel.published && travel.slug ? href('travels-travel-tour', { travel: travel.slug, tour: tour.id }, edition) : ''
    return [
      {
        id: booking.id,
        status: booking.status as CustomerBookingStatus,
        startingDate: tour.startingDate.slice(0, 10),
        endingDate: tour.endingDate.slice(0, 10),
        travellers: booking.travellersCount ?? booking.travellers.length,
        travel: { title: travel.title, url: url || null },
        price: { amount: tour.prices[priceGroupName(currency)].price, currency },
      },
    ]
  })
  return splitBookings(presented, today)
}
