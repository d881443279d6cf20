import type { NextRequest } from 'next/server'
import { verifyAccessToken } from '@/features/accounts/access-token'
import { ACCESS_COOKIE } from '@/features/accounts/auth-cookies'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { wishlistOf } from '@/features/wishlist/saved-items'
import { EMPTY_WISHLIST, savedSets, wishlistedToursCount, type Wishlist } from '@/features/wishlist/wishlist-shape'
import { cms } from '@/lib/cms/instance'

/**
 * The wishlist of whoever calls, when they are signed in (bearer token, else the access cookie,
 * which the browser sends to the site API only); empty for a visitor or a token that does not
 * verify: a catalog answer never fails for its caller's sake.
 */
export async function callerWishlist(request: NextRequest): Promise<Wishlist> {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  const token = bearer ?? request.cookies.get(ACCESS_COOKIE)?.value
  const customerId = token ? await verifyAccessToken(token) : null
  return customerId === null ? EMPTY_WISHLIST : wishlistOf(await cms(), customerId)
}

export type WishlistedTravel = ApiTravel & { wishlistedToursCount: number }
export type WishlistedTour = ApiTour & { isWishlisted: boolean }

/**
 * Catalog answers with the caller's wishlist state: travels carry `wishlistedToursCount`, tours
 * `isWishlisted`. Only the site API's answers (never cached, never a page) do this; pages load
 * the state in the browser.
 */
export function withWishlist(wishlist: Wishlist) {
  const saved = savedSets(wishlist)
  return {
    travel: (travel: ApiTravel): WishlistedTravel => ({ ...travel, wishlistedToursCount: wishlistedToursCount(wishlist, travel.id) }),
    tour: (tour: ApiTour): WishlistedTour => ({ ...tour, isWishlisted: saved.tours.has(tour.id) }),
  }
}
