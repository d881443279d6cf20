import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionCurrencyQuery, editionQuery, requestCurrency, requestEdition } from '@/editions/call-edition'
import { customerAnswer } from '@/customer/accounts/customer-answer'
import { requestAccountHolder, requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { avatarImage } from '@/customer/pictures/avatar-image'
import { removePicture, replacePicture } from '@/customer/pictures/change-picture'
import { PICTURE_MAX_BYTES } from '@/customer/pictures/picture-rules'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { readBody } from '@/lib/http/request-body'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { siteCalls, type CallError } from '@/lib/site-api/site-call'
import { ACCOUNT_AREA_LIMITS, PROFILE_NAME_MAX_LENGTH } from './account-area-limits'
import { accountAlerts } from './alert-list'
import { customerBookings } from './booking-list'
import { changeCommunications, communicationsOf } from './communications'
import { changeProfile } from './profile'

/** A name as people write it: no control characters, at most the collection's length. */
const profileBody = z
  .object({
    name: z
      .string()
      .trim()
      .max(PROFILE_NAME_MAX_LENGTH)
      .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'A name has no control characters.')
      .describe('trimmed, no control characters; empty clears it'),
  })
  .strict()

/** At least one consent; the privacy policy can only be accepted (withdrawing it is closing the account). */
const communicationsBody = z
  .object({ newsletter: z.boolean().optional(), marketing: z.boolean().optional(), privacy: z.literal(true).optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Give at least one of newsletter, marketing, privacy.')

const consents = z.object({ newsletter: z.boolean(), marketing: z.boolean(), privacy: z.boolean() })

const accountBooking = z.object({
  id: z.number(),
  status: z.enum(['pending', 'confirmed', 'cancelled']),
  startingDate: z.string(),
  endingDate: z.string(),
  travellers: z.number(),
  travel: z.object({ title: z.string(), url: z.string().nullable().describe('the tour page; null once the travel is withdrawn') }),
  price: z.object({ amount: z.number(), currency: z.string() }).describe("the departure's price per traveller, in minor units"),
})

const CHANGES_LIMITED: CallError = [429, 'RATE_LIMITED', 'past 60 account changes in 10 minutes per customer']

async function updateProfile(request: NextRequest) {
  const body = await readJson(request, profileBody)
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return changeProfile(await cms(), customer.id, body)
}

/** The picture's bytes are read here, within their own limit (413 past it, read no further). */
async function updatePicture(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.picturesPerCustomer, String(customer.id))
  const avatar = await avatarImage(await readBody(request, PICTURE_MAX_BYTES))
  return replacePicture(await cms(), customer.id, avatar)
}

async function deletePicture(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return removePicture(await cms(), customer.id)
}

async function updateCommunications(request: NextRequest) {
  const body = await readJson(request, communicationsBody)
  const customer = await requestAccountHolder(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return changeCommunications(await cms(), customer, body)
}

/** The account area: the signed-in customer's bookings, alerts, profile, picture and consents. */
export const ACCOUNT_AREA_API = siteCalls(
  {
    method: 'GET',
    path: '/account/bookings',
    summary: "The caller's own bookings: upcoming from the departure day on, the next first; past the latest first.",
    query: editionCurrencyQuery,
    answer: z.object({ upcoming: z.array(accountBooking), past: z.array(accountBooking) }),
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => {
      const customer = await requestCustomer(request)
      const edition = await requestEdition(request)
      return customerBookings(await cms(), customer.id, {
        edition,
        currency: requestCurrency(request, edition),
        today: new Date().toISOString().slice(0, 10),
      })
    },
  },
  {
    method: 'GET',
    path: '/account/alerts',
    summary: "The caller's own alerts with what they are about (switched with `POST /alerts/activate` and `/alerts/deactivate`).",
    query: editionQuery,
    answer: z.object({
      alerts: z.array(
        z.object({
          id: z.number(),
          active: z.boolean(),
          types: z.array(z.string()),
          travel: z.object({ title: z.string(), url: z.string().nullable().describe("the departure's or the travel's page") }),
          startingDate: z.string().nullable().describe("null for a travel's alert"),
        }),
      ),
    }),
    errors: SIGNED_IN_ERRORS,
    handler: async (request) => accountAlerts(await cms(), (await requestCustomer(request)).id, await requestEdition(request)),
  },
  {
    method: 'POST',
    path: '/account/profile',
    summary: 'Changes the name; the customer as `users/me` gives it.',
    body: profileBody,
    answer: customerAnswer,
    errors: [...SIGNED_IN_ERRORS, CHANGES_LIMITED],
    handler: updateProfile,
  },
  {
    method: 'PUT',
    path: '/account/picture',
    summary:
      'The body is the picture itself (not JSON, not a form; its `Content-Type` is not trusted): a JPEG, PNG or WebP by its content, at most 5 MB and 50 million pixels, stored as a 256 px square WebP (cropped around what draws the eye, turned upright, every metadata dropped) in place of the previous one; a failed write keeps the previous picture.',
    body: z.string().describe("the picture's bytes"),
    maxBodyBytes: null,
    answer: customerAnswer,
    errors: [
      ...SIGNED_IN_ERRORS,
      [400, 'UNSUPPORTED_PICTURE_TYPE', 'any other content (a text file named `.jpg`, a GIF, an SVG); `extra.accepted`'],
      [400, 'PICTURE_UNREADABLE', 'a damaged or cut file'],
      [400, 'PICTURE_TOO_MANY_PIXELS', 'past 50 million pixels; `extra.maxPixels`'],
      [400, 'VALIDATION_ERROR', 'an empty body'],
      [413, 'PAYLOAD_TOO_LARGE', 'past 5 MB (read no further)'],
      [429, 'RATE_LIMITED', 'past 20 uploads in 10 minutes per customer'],
    ],
    handler: updatePicture,
  },
  {
    method: 'DELETE',
    path: '/account/picture',
    summary: 'Back to the placeholder; the customer as `users/me` gives it.',
    maxBodyBytes: null,
    answer: customerAnswer,
    errors: [...SIGNED_IN_ERRORS, CHANGES_LIMITED],
    handler: deletePicture,
  },
  {
    method: 'GET',
    path: '/account/communications',
    summary: "The caller's consents, whether or not the privacy policy is accepted (this is where it is).",
    answer: consents,
    errors: [[401, 'UNAUTHORIZED', 'no token, or one that does not verify or was signed out']],
    handler: async (request) => communicationsOf(await requestAccountHolder(request)),
  },
  {
    method: 'POST',
    path: '/account/communications',
    summary:
      'Changes any of the consents (the policy can be accepted, not withdrawn), in one update (a failed write changes none); subscribing needs no confirmation mail (the sign-in proved the address).',
    body: communicationsBody,
    answer: consents,
    errors: [[401, 'UNAUTHORIZED', 'no token, or one that does not verify or was signed out'], CHANGES_LIMITED],
    handler: updateCommunications,
  },
)
