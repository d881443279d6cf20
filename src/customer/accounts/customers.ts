import type { Payload } from 'payload'
import { pictureAddress } from '@/customer/pictures/picture-files'
import type { Customer } from '@/payload-types'
import type { SignUpConsent } from './sign-in-codes'

/** The signed-in customer as the site API gives it (`GET /backoffice/users/me`). */
export type UserData = {
  id: number
  email: string
  name: string | null
  acceptedFlags: { newsletter: boolean; marketing: boolean }
  pictureImage: { url: string; altText: string } | null
  isAdmin: boolean
}

export function presentCustomer(customer: Customer): UserData {
  const picture = typeof customer.picture === 'object' ? customer.picture : null
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name ?? null,
    acceptedFlags: { newsletter: Boolean(customer.acceptedFlags?.newsletter), marketing: Boolean(customer.acceptedFlags?.marketing) },
    // No description of their own: the page's words for "your profile picture" stand in.
    pictureImage: picture?.filename ? { url: pictureAddress(picture.filename), altText: '' } : null,
    isAdmin: Boolean(customer.isAdmin),
  }
}

export async function customerByEmail(payload: Payload, email: string): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where: { email: { equals: email } },
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
}

export async function customerById(payload: Payload, id: number): Promise<Customer | null> {
  return payload.findByID({ collection: 'customers', id, overrideAccess: true, depth: 1, disableErrors: true })
}

/**
 * The customer signing in: their account, seen now; a new e-mail's account is created with the
 * consent it gave before its code was sent. An account that has not accepted the privacy policy
 * (a newsletter registration not yet confirmed) takes that consent too: the code proves the address.
 */
export async function signedInCustomer(
  payload: Payload,
  email: string,
  consent: SignUpConsent | null,
  now = new Date(),
): Promise<Customer> {
  const existing = await customerByEmail(payload, email)
  if (existing) {
    return payload.update({
      collection: 'customers',
      id: existing.id,
      overrideAccess: true,
      depth: 1,
      data: {
        lastSeenAt: now.toISOString(),
        ...(consent?.privacy && !existing.acceptedFlags?.privacy
          ? { acceptedFlags: { ...existing.acceptedFlags, ...acceptedConsent(consent, now) } }
          : {}),
      },
    })
  }
  // Two first sign-ins of one e-mail at once: the second finds the account the first created.
  return payload
    .create({
      collection: 'customers',
      overrideAccess: true,
      depth: 1,
      data: {
        email,
        lastSeenAt: now.toISOString(),
        acceptedFlags: acceptedConsent(consent, now),
      },
    })
    .catch(async (error: unknown) => (await customerByEmail(payload, email)) ?? Promise.reject(error))
}

/** The flags a sign-up consent sets. */
function acceptedConsent(consent: SignUpConsent | null, now: Date) {
  return {
    marketing: consent?.marketing ?? false,
    privacy: consent?.privacy ?? false,
    privacyAcceptedAt: consent?.privacy ? now.toISOString() : null,
  }
}
