import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import type { CurrencyCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { catalogQuery } from '@/features/catalog/database'
import { travelSummary } from '@/features/catalog/search/present'
import { catalogSnapshot } from '@/features/catalog/search/snapshot-store'
import type { TourStatus } from '@/features/catalog/statuses'
import { seatsLabel } from '@/features/catalog/tour-rules'
import type { Tour } from '@/payload-types'
import { priceGroupName } from '@/collections/catalog/tours/prices'
import { wishlistOf } from './saved-items'
import type { WishlistDetails, WishlistTourDetails } from './wishlist-shape'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The wishlist page's content (`GET /wishlist/details`): each travel still published, with its
 * saved tours in date order, prices in the visitor's currency, status and seats; sold-out and
 * departed tours stay, marked (`departed`), so the customer sees what became of them.
 */
export async function wishlistDetails(
  payload: Payload,
  customerId: number,
  audience: { edition: Edition; currency: CurrencyCode },
): Promise<WishlistDetails> {
  const wishlist = await wishlistOf(payload, customerId)
  const snapshot = await catalogSnapshot(catalogQuery(payload))
  const tourIds = wishlist.travels.flatMap((travel) => travel.tourIds)
  const { docs } = tourIds.length
    ? await payload.find({
        collection: 'tours',
        where: { id: { in: tourIds } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] as Tour[] }
  const tours = new Map(docs.map((tour) => [tour.id, tour]))
  const day = today()
  const travels = wishlist.travels.flatMap((saved) => {
    const index = snapshot.travelIndex.get(saved.id)
    if (index === undefined) return []
    const summary = travelSummary(snapshot, snapshot.travels[index]!, audience)
    const savedTours = saved.tourIds
      .flatMap((id) => (tours.has(id) ? [presentSavedTour(tours.get(id)!, summary.slug, audience, day)] : []))
      .sort((a, b) => a.startingDate.localeCompare(b.startingDate))
    return [{ ...summary, saved: saved.saved, wishlistedToursCount: savedTours.length, tours: savedTours }]
  })
  return { travels }
}

function presentSavedTour(
  tour: Tour,
  travelSlug: string,
  { edition, currency }: { edition: Edition; currency: CurrencyCode },
  day: string,
): WishlistTourDetails {
  const status = tour.status as TourStatus
  const seats = { status, freeSeats: tour.freeSeats, seatsToConfirm: tour.seatsToConfirm }
  const prices = tour.prices[priceGroupName(currency)]
  const startingDate = tour.startingDate.slice(0, 10)
  return {
    id: tour.id,
    startingDate,
    endingDate: tour.endingDate.slice(0, 10),
    ...seats,
    seatsLabel: seatsLabel(seats),
    currency,
    price: prices.price,
    basePrice: prices.basePrice,
    discount: prices.basePrice - prices.price,
    departed: startingDate < day,
    url: href('travels-travel-tour', { travel: travelSlug, tour: tour.id }, edition),
  }
}
