import type { CurrencyCode } from '@/editions/editions'
import type { TourStatus } from '@/features/catalog/statuses'
import type { SeatsLabel } from '@/features/catalog/tour-rules'

/**
 * A customer's wishlist as the site API gives it (`GET /api/v1/wishlist`): every travel that is
 * saved itself or has saved tours, the most recently saved first. Shared by the server and the
 * browser: no server-only imports here.
 */
export type WishlistTravel = { id: number; saved: boolean; tourIds: number[] }
export type Wishlist = { travels: WishlistTravel[] }

export const EMPTY_WISHLIST: Wishlist = { travels: [] }

/** What the hearts show: the saved travels and the saved tours. */
export function savedSets(wishlist: Wishlist): { travels: Set<number>; tours: Set<number> } {
  return {
    travels: new Set(wishlist.travels.filter((travel) => travel.saved).map((travel) => travel.id)),
    tours: new Set(wishlist.travels.flatMap((travel) => travel.tourIds)),
  }
}

/** How many saved tours go with a travel when it is removed: the number its confirmation gives. */
export function toursRemovedWithTravel(wishlist: Wishlist, travelId: number): number {
  return wishlist.travels.find((travel) => travel.id === travelId)?.tourIds.length ?? 0
}

/** A travel answer's `wishlistedToursCount`: the tours of it on the wishlist. */
export const wishlistedToursCount = toursRemovedWithTravel

/** The item a heart stands for: a travel or one of its tours. */
export type WishlistTarget = { travelId: number; tourId?: undefined } | { tourId: number; travelId?: undefined }

type WishlistImage = { id: number; baseUrl: string; seoName: string; altText: string } | null

/** A saved tour as the wishlist page shows it. */
export type WishlistTourDetails = {
  id: number
  startingDate: string
  endingDate: string
  status: TourStatus
  freeSeats: number
  seatsToConfirm: number
  seatsLabel: SeatsLabel | null
  currency: CurrencyCode
  price: number
  basePrice: number
  discount: number
  /** It has left: marked, not hidden. */
  departed: boolean
  url: string
}

/** A travel of the wishlist page: its card's summary, whether it is saved itself, its saved tours. */
export type WishlistTravelDetails = {
  id: number
  title: string
  slug: string
  url: string
  destinationLabel: string
  numberOfDays: number
  thumbnailImage: { mobile: WishlistImage; desktop: WishlistImage }
  saved: boolean
  wishlistedToursCount: number
  tours: WishlistTourDetails[]
}

export type WishlistDetails = { travels: WishlistTravelDetails[] }
