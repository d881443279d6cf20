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
