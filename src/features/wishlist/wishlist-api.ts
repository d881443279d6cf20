import { siteApi } from '@/lib/http/site-api-headers'
import { postSiteApi, SiteApiError } from '@/lib/query/site-api-call'
import type { Wishlist, WishlistDetails, WishlistTarget } from './wishlist-shape'

/** A wishlist call, refreshing the access token once when it has expired (as the session does). */
async function withFreshToken<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof SiteApiError && error.status === 401)) throw error
    await postSiteApi('/auth/refresh', {})
    return call()
  }
}

async function getWishlist(): Promise<Wishlist> {
  const response = await siteApi('/wishlist')
  const answer = (await response.json().catch(() => null)) as { data?: Wishlist; key?: string } | null
  if (!response.ok || !answer?.data) throw new SiteApiError(response.status, answer?.key ?? 'UNKNOWN', [])
  return answer.data
}

/** `GET /api/v1/wishlist`: the signed-in customer's wishlist. */
export const fetchWishlist = () => withFreshToken(getWishlist)

/** `POST /api/v1/wishlist/add` or `/remove`: the wishlist after the change. */
export const changeWishlist = (change: 'add' | 'remove', target: WishlistTarget) =>
  withFreshToken(() => postSiteApi<Wishlist>(`/wishlist/${change}`, target))

async function getDetails(edition: string, currency: string): Promise<WishlistDetails> {
  const response = await siteApi(`/wishlist/details?edition=${edition}&currency=${currency}`)
  const answer = (await response.json().catch(() => null)) as { data?: WishlistDetails; key?: string } | null
  if (!response.ok || !answer?.data) throw new SiteApiError(response.status, answer?.key ?? 'UNKNOWN', [])
  return answer.data
}

/** `GET /api/v1/wishlist/details`: the wishlist page's travels and saved tours, priced in `currency`. */
export const fetchWishlistDetails = (edition: string, currency: string) => withFreshToken(() => getDetails(edition, currency))
