import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionCurrencyQuery, requestCurrency, requestEdition } from '@/editions/call-edition'
import { requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls } from '@/lib/site-api/site-call'
import { removeItem, saveItem, wishlistOf } from './saved-items'
import { wishlistDetails } from './wishlist-details'
import { WISHLIST_LIMITS } from './wishlist-limits'
import type { WishlistTarget } from './wishlist-shape'

const id = z.number().int().positive().max(2_147_483_647)

/** Exactly one of `travelId` and `tourId`. */
const targetBody = z.union([z.object({ travelId: id }).strict(), z.object({ tourId: id }).strict()]) as z.ZodType<WishlistTarget>

const wishlistAnswer = z.object({
  travels: z
    .array(z.object({ id: z.number(), saved: z.boolean().describe('the travel itself is saved'), tourIds: z.array(z.number()) }))
    .describe('every travel saved itself or with saved tours, the most recently saved first'),
})

const detailsAnswer = z.object({
  travels: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      url: z.string(),
      destinationLabel: z.string(),
      numberOfDays: z.number(),
      thumbnailImage: z.unknown(),
      saved: z.boolean(),
      wishlistedToursCount: z.number(),
      tours: z
        .array(
          z.object({
            id: z.number(),
            startingDate: z.string(),
            endingDate: z.string(),
            status: z.string(),
            freeSeats: z.number(),
            seatsToConfirm: z.number(),
            seatsLabel: z.string().nullable(),
            currency: z.string(),
            price: z.number(),
            basePrice: z.number(),
            discount: z.number(),
            departed: z.boolean().describe('kept, marked, like a sold-out tour'),
            url: z.string(),
          }),
        )
        .describe('the saved tours in date order, prices in the currency asked for'),
    }),
  ),
})

/** The signed-in caller, within the per-customer limit of wishlist changes. */
async function changingCustomer(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), WISHLIST_LIMITS.changesPerCustomer, String(customer.id))
  return customer
}

const RATE_LIMITED = [429, 'RATE_LIMITED', 'past 120 changes in 10 minutes per customer'] as const

/** The signed-in customer's saved travels and tours. */
export const WISHLIST_API = siteCalls(
  {
    method: 'GET',
    path: '/wishlist',
    summary: "The caller's own wishlist.",
    answer: wishlistAnswer,
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => wishlistOf(await cms(), (await requestCustomer(request)).id),
  },
  {
    method: 'GET',
    path: '/wishlist/details',
    summary: "The wishlist page's content: the travels still published with their saved tours.",
    query: editionCurrencyQuery,
    answer: detailsAnswer,
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => {
      const customer = await requestCustomer(request)
      const edition = await requestEdition(request)
      return wishlistDetails(await cms(), customer.id, { edition, currency: requestCurrency(request, edition) })
    },
  },
  {
    method: 'POST',
    path: '/wishlist/add',
    summary: 'Saves a travel or a tour (again: nothing changes); the wishlist as `GET /wishlist`.',
    body: targetBody,
    answer: wishlistAnswer,
    errors: [...SIGNED_IN_ERRORS, [404, 'NOT_FOUND', 'an unknown or unpublished travel or tour'], RATE_LIMITED],
    handler: async (request) => {
      const target = await readJson(request, targetBody)
      return saveItem(await cms(), (await changingCustomer(request)).id, target)
    },
  },
  {
    method: 'POST',
    path: '/wishlist/remove',
    summary: 'Removes a travel (with its saved tours) or a tour; one not on the wishlist is already removed. The wishlist.',
    body: targetBody,
    answer: wishlistAnswer,
    errors: [...SIGNED_IN_ERRORS, RATE_LIMITED],
    handler: async (request) => {
      const target = await readJson(request, targetBody)
      return removeItem(await cms(), (await changingCustomer(request)).id, target)
    },
  },
)
