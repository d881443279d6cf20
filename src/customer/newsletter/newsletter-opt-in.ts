import type { Edition } from '@/editions/edition'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { recordCustomerChanges } from '@/customer/accounts/customer-history'
import { customerByEmail } from '@/customer/accounts/customers'
import type { Customer } from '@/payload-types'
import { sqlRows } from '@/lib/database/sql'
import { ApiError } from '@/lib/http/api-error'
import { confirmationMail } from './confirmation-mail'
import { linkExpiresAt, linkOutcome, newOptInToken, OPT_IN_TOKEN_PATTERN, optInTokenHash } from './opt-in-token'

/**
 * A newsletter registration: the same answer, `{ userId: null }`, whether or not the e-mail has an
 * account, so the call tells nobody who is a customer. A new e-mail gets an account with nothing
 * accepted (newsletter and privacy wait for the link, which proves the address); a known one not
 * yet subscribed gets a new link on its account. The confirmation mail goes out in the same
 * transaction: a mail that cannot be sent leaves nothing behind.
 */
export async function registerForNewsletter(
  payload: Payload,
  { email, edition }: { email: string; edition: Edition },
  now = new Date(),
): Promise<{ userId: null }> {
  const token = newOptInToken()
  const optIn = {
    status: 'pending' as const,
    requestedAt: now.toISOString(),
    tokenHash: optInTokenHash(token),
    tokenExpiresAt: linkExpiresAt(now).toISOString(),
    edition: edition.code,
  }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const known = await customerByEmail(payload, email)
    if (known?.acceptedFlags?.newsletter) {
      await killTransaction(req)
      return { userId: null }
    }
    if (known) await pendingLink(payload, known.id, optIn, req)
    else await newPendingCustomer(payload, email, optIn, req)
  } catch (error) {
    await killTransaction(req)
    // Two registrations of one e-mail at once: the second meets the first's account, which has its link.
    if (await customerByEmail(payload, email)) return { userId: null }
    throw error
  }
  try {
    await payload.sendEmail({ to: email, ...confirmationMail({ edition, token, email }) })
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ msg: 'newsletter: the confirmation mail could not be sent', err: error })
    throw new ApiError('SERVICE_UNAVAILABLE', 'The confirmation mail could not be sent; try again in a moment.')
  }
  await commitTransaction(req)
  return { userId: null }
}

type PendingOptIn = NonNullable<Customer['newsletterOptIn']>
type Req = Awaited<ReturnType<typeof createLocalReq>>

/** A new e-mail's account: nothing accepted until the link proves the address. */
async function newPendingCustomer(payload: Payload, email: string, newsletterOptIn: PendingOptIn, req: Req) {
  await payload.create({
    collection: 'customers',
    req,
    overrideAccess: true,
    depth: 0,
    data: { email, acceptedFlags: { newsletter: false, marketing: false, privacy: false }, newsletterOptIn },
  })
}

/** A known customer's new link (their consents stay as they are until it is followed). */
async function pendingLink(payload: Payload, id: number, newsletterOptIn: PendingOptIn, req: Req) {
  await payload.db.updateOne({ collection: 'customers', id, req, data: { newsletterOptIn } })
}

/**
 * Subscribes a signed-in customer at once: they signed in with a code mailed to their address,
 * which proves it as the link would. Already subscribed, nothing changes.
 */
export async function subscribeCustomer(payload: Payload, customer: Customer, now = new Date()): Promise<Customer> {
  if (customer.acceptedFlags?.newsletter) return customer
  return payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    depth: 1,
    data: signedInSubscription(customer, now),
  })
}

/** The customer's fields once subscribed by a signed-in customer: confirmed by the sign-in, no link pending. */
export function signedInSubscription(customer: Customer, now: Date) {
  return {
    acceptedFlags: { ...customer.acceptedFlags, newsletter: true, newsletterAcceptedAt: now.toISOString() },
    newsletterOptIn: {
      ...customer.newsletterOptIn,
      status: 'confirmed' as const,
      confirmedVia: 'sign-in' as const,
      tokenHash: null,
      tokenExpiresAt: null,
    },
  }
}

/**
 * Redeems a confirmation link: live and unused, its customer is subscribed (and, the address
 * proven, the privacy policy the form showed is accepted) and the token is
 * cleared in the same statement, so a link confirms once, however many clicks race. The
 * customer's history keeps the subscription as theirs.
 */
export async function confirmNewsletter(payload: Payload, token: string, now = new Date()): Promise<'confirmed' | 'expired' | 'unknown'> {
  if (!OPT_IN_TOKEN_PATTERN.test(token)) return 'unknown'
  const hash = optInTokenHash(token)
  const sql = sqlRows(payload)
  const [stored] = await sql<{ id: number; expires_at: Date; newsletter: boolean | null; privacy: boolean | null }>(
    `SELECT id, newsletter_opt_in_token_expires_at AS expires_at, accepted_flags_newsletter AS newsletter,
       accepted_flags_privacy AS privacy
     FROM customers WHERE newsletter_opt_in_token_hash = $1`,
    [hash],
  )
  const outcome = linkOutcome(stored ? { expiresAt: new Date(stored.expires_at) } : null, now)
  if (outcome !== 'confirm') return outcome
  const confirmed = await sql(
    `UPDATE customers SET accepted_flags_newsletter = true, accepted_flags_newsletter_accepted_at = $2,
       accepted_flags_privacy = true,
       accepted_flags_privacy_accepted_at = COALESCE(accepted_flags_privacy_accepted_at, $2),
       newsletter_opt_in_status = 'confirmed', newsletter_opt_in_confirmed_via = 'link',
       newsletter_opt_in_token_hash = NULL, newsletter_opt_in_token_expires_at = NULL, updated_at = $2
     WHERE id = $1 AND newsletter_opt_in_token_hash = $3 RETURNING id`,
    [stored!.id, now.toISOString(), hash],
  )
  if (!confirmed.length) return 'unknown'
  const changes = [
    ...(stored!.privacy ? [] : [{ field: 'privacy' as const, before: 'no', after: 'yes' }]),
    ...(stored!.newsletter ? [] : [{ field: 'newsletter' as const, before: 'no', after: 'yes' }]),
  ]
  if (changes.length) {
    await recordCustomerChanges(payload, { customerId: stored!.id, changes, author: { by: 'customer' }, at: now })
  }
  return 'confirmed'
}
