import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { removeItem, saveItem, wishlistOf } from '@/features/wishlist/saved-items'
import { wishlistDetails } from '@/features/wishlist/wishlist-details'
import type { WishlistTarget } from '@/features/wishlist/wishlist-shape'
import { WISHLIST_LIMITS } from '@/features/wishlist/wishlist-limits'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { requestCustomer } from './account-calls'
import { requestCurrency } from './catalog-calls'
import { requestEdition } from './request-edition'

const id = z.number().int().positive().max(2_147_483_647)

/** Exactly one of `travelId` and `tourId`. */
const targetBody = z.union([z.object({ travelId: id }).strict(), z.object({ tourId: id }).strict()]) as z.ZodType<WishlistTarget>

/** The signed-in caller, within the per-customer limit of wishlist changes. */
async function changingCustomer(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), WISHLIST_LIMITS.changesPerCustomer, String(customer.id))
  return customer
}

/** `GET /wishlist` (signed in): `{ travels: [{ id, saved, tourIds }] }`, the caller's own wishlist. */
export async function showWishlist(request: NextRequest) {
  const customer = await requestCustomer(request)
  return wishlistOf(await cms(), customer.id)
}

/** `POST /wishlist/add` `{ travelId }` or `{ tourId }` (signed in): saves it; the wishlist. */
export async function addToWishlist(request: NextRequest) {
  const target = await readJson(request, targetBody)
  const customer = await changingCustomer(request)
  return saveItem(await cms(), customer.id, target)
}

/** `POST /wishlist/remove` `{ travelId }` (with its saved tours) or `{ tourId }` (signed in): the wishlist. */
export async function removeFromWishlist(request: NextRequest) {
  const target = await readJson(request, targetBody)
  const customer = await changingCustomer(request)
  return removeItem(await cms(), customer.id, target)
}

/** `GET /wishlist/details?edition=&currency=` (signed in): the wishlist page's travels with their saved tours. */
export async function showWishlistDetails(request: NextRequest) {
  const customer = await requestCustomer(request)
  const edition = requestEdition(request)
  return wishlistDetails(await cms(), customer.id, { edition, currency: requestCurrency(request, edition) })
}
