import type { Payload } from 'payload'
import { signedInSubscription } from '@/customer/newsletter/newsletter-opt-in'
import type { Customer } from '@/payload-types'
import type { Communications, CommunicationsChange } from './account-area-shape'

export const communicationsOf = (customer: Customer): Communications => ({
  newsletter: Boolean(customer.acceptedFlags?.newsletter),
  marketing: Boolean(customer.acceptedFlags?.marketing),
  privacy: Boolean(customer.acceptedFlags?.privacy),
})

/**
 * The customer's fields after the change, or null when it changes nothing. Subscribing to the
 * newsletter needs no confirmation mail: signing in with a mailed code proved the address (the
 * newsletter's own rule). Accepting the privacy policy again keeps its first date.
 */
export function communicationsUpdate(customer: Customer, change: CommunicationsChange, now: Date) {
  const current = communicationsOf(customer)
  const subscribing = change.newsletter === true && !current.newsletter
  const data = subscribing ? signedInSubscription(customer, now) : { acceptedFlags: { ...customer.acceptedFlags } }
  const flags: NonNullable<Customer['acceptedFlags']> = data.acceptedFlags
  if (change.newsletter === false) flags.newsletter = false
  if (change.marketing !== undefined) flags.marketing = change.marketing
  if (change.privacy && !current.privacy) Object.assign(flags, { privacy: true, privacyAcceptedAt: now.toISOString() })
  const changed =
    Boolean(flags.newsletter) !== current.newsletter ||
    Boolean(flags.marketing) !== current.marketing ||
    Boolean(flags.privacy) !== current.privacy
  return changed ? data : null
}

/** Applies the customer's change in one update, so a failed write changes nothing. */
export async function changeCommunications(
  payload: Payload,
  customer: Customer,
  change: CommunicationsChange,
  now = new Date(),
): Promise<Communications> {
  const data = communicationsUpdate(customer, change, now)
  if (!data) return communicationsOf(customer)
  return communicationsOf(await payload.update({ collection: 'customers', id: customer.id, overrideAccess: true, depth: 1, data }))
}
