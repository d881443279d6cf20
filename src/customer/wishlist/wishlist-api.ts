import { asCustomer, getSiteApi, postSiteApi } from '@/lib/query/site-api-call'
import type { Wishlist, WishlistDetails, WishlistTarget } from './wishlist-shape'

/** `GET /api/v1/wishlist`: the signed-in customer's wishlist. */
export const fetchWishlist = () => asCustomer(() => getSiteApi<Wishlist>('/wishlist'))

/** `POST /api/v1/wishlist/add` or `/remove`: the wishlist after the change. */
export const changeWishlist = (change: 'add' | 'remove', target: WishlistTarget) =>
  asCustomer(() => postSiteApi<Wishlist>(`/wishlist/${change}`, target))

/** `GET /api/v1/wishlist/details`: the wishlist page's travels and saved tours, priced in `currency`. */
export const fetchWishlistDetails = (edition: string, currency: string) =>
  asCustomer(() => getSiteApi<WishlistDetails>(`/wishlist/details?edition=${edition}&currency=${currency}`))
