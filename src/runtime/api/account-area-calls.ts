import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ACCOUNT_AREA_LIMITS, PROFILE_NAME_MAX_LENGTH } from '@/features/account-area/account-area-limits'
import { accountAlerts } from '@/features/account-area/alert-list'
import { customerBookings } from '@/features/account-area/booking-list'
import { changeCommunications, communicationsOf } from '@/features/account-area/communications'
import { changeProfile } from '@/features/account-area/profile'
import { avatarImage } from '@/features/customer-pictures/avatar-image'
import { removePicture, replacePicture } from '@/features/customer-pictures/change-picture'
import { PICTURE_MAX_BYTES } from '@/features/customer-pictures/picture-rules'
import { cms } from '@/lib/cms/instance'
import { readJson } from '@/lib/http/read-json'
import { readBody } from '@/lib/http/request-body'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { requestAccountHolder, requestCustomer } from './account-calls'
import { requestCurrency } from './catalog-calls'
import { requestEdition } from './request-edition'

/** A name as people write it: no control characters, at most the collection's length. */
const profileBody = z
  .object({
    name: z
      .string()
      .trim()
      .max(PROFILE_NAME_MAX_LENGTH)
      .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'A name has no control characters.'),
  })
  .strict()

/** At least one consent; the privacy policy can only be accepted (withdrawing it is closing the account). */
const communicationsBody = z
  .object({ newsletter: z.boolean().optional(), marketing: z.boolean().optional(), privacy: z.literal(true).optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Give at least one of newsletter, marketing, privacy.')

/** `GET /account/bookings?edition=&currency=` (signed in): `{ upcoming, past }`, the caller's own bookings. */
export async function showAccountBookings(request: NextRequest) {
  const customer = await requestCustomer(request)
  const edition = requestEdition(request)
  return customerBookings(await cms(), customer.id, {
    edition,
    currency: requestCurrency(request, edition),
    today: new Date().toISOString().slice(0, 10),
  })
}

/** `GET /account/alerts?edition=` (signed in): `{ alerts }`, the caller's own with their travel's title and page. */
export async function showAccountAlerts(request: NextRequest) {
  const customer = await requestCustomer(request)
  return accountAlerts(await cms(), customer.id, requestEdition(request))
}

/** `POST /account/profile` `{ name }` (signed in): the customer as `users/me` gives it. */
export async function updateProfile(request: NextRequest) {
  const body = await readJson(request, profileBody)
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return changeProfile(await cms(), customer.id, body)
}

/**
 * `PUT /account/picture` with the picture itself as the body (signed in): JPEG, PNG or WebP by
 * its content, at most PICTURE_MAX_BYTES (413 past it, read no further). It replaces the
 * previous picture; the customer as `users/me` gives it.
 */
export async function updatePicture(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.picturesPerCustomer, String(customer.id))
  const avatar = await avatarImage(await readBody(request, PICTURE_MAX_BYTES))
  return replacePicture(await cms(), customer.id, avatar)
}

/** `DELETE /account/picture` (signed in): back to the placeholder; the customer as `users/me` gives it. */
export async function deletePicture(request: NextRequest) {
  const customer = await requestCustomer(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return removePicture(await cms(), customer.id)
}

/** `GET /account/communications` (signed in, privacy accepted or not): `{ newsletter, marketing, privacy }`. */
export async function showCommunications(request: NextRequest) {
  return communicationsOf(await requestAccountHolder(request))
}

/**
 * `POST /account/communications` with any of `{ newsletter, marketing, privacy: true }` (signed in,
 * privacy accepted or not: this is where it is accepted): the consents after the change.
 */
export async function updateCommunications(request: NextRequest) {
  const body = await readJson(request, communicationsBody)
  const customer = await requestAccountHolder(request)
  await enforce(rateLimiter(), ACCOUNT_AREA_LIMITS.changesPerCustomer, String(customer.id))
  return changeCommunications(await cms(), customer, body)
}
