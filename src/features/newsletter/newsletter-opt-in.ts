import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { EditionCode } from '@/editions/editions'
import { recordCustomerChanges } from '@/features/accounts/customer-history'
import { customerByEmail } from '@/features/accounts/customers'
import type { Customer } from '@/payload-types'
import { sqlRows } from '@/lib/database/sql'
import { ApiError } from '@/lib/http/api-error'
import { confirmationMail } from './confirmation-mail'
import { linkExpiresAt, linkOutcome, newOptInToken, OPT_IN_TOKEN_PATTERN, optInTokenHash } from './opt-in-token'

const alreadyExists = () => new ApiError('USER_ALREADY_EXISTS', 'This e-mail already has an account: sign in to subscribe.', {}, 409)

/**
 * A new e-mail's newsletter registration: its account (privacy accepted by the form's notice,
 * newsletter off until confirmed) and the confirmation mail, in one transaction: a mail that
 * cannot be sent leaves no account behind. A known e-mail is refused (409 USER_ALREADY_EXISTS):
 * nobody subscribes someone else's account; its owner signs in with a code instead.
 */
export async function registerForNewsletter(
  payload: Payload,
  { email, edition }: { email: string; edition: EditionCode },
  now = new Date(),
): Promise<{ userId: number }> {
  if (await customerByEmail(payload, email)) throw alreadyExists()
  const token = newOptInToken()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let customer: Customer
  try {
    customer = await payload.create({
      collection: 'customers',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        email,
        acceptedFlags: { newsletter: false, marketing: false, privacy: true, privacyAcceptedAt: now.toISOString() },
        newsletterOptIn: {
          status: 'pending',
          requestedAt: now.toISOString(),
          tokenHash: optInTokenHash(token),
          tokenExpiresAt: linkExpiresAt(now).toISOString(),
          edition,
        },
      },
    })
  } catch (error) {
    await killTransaction(req)
    // Two registrations of one e-mail at once: the second meets the first's account.
    if (await customerByEmail(payload, email)) throw alreadyExists()
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
  return { userId: customer.id }
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
 * Redeems a confirmation link: live and unused, its customer is subscribed and the token is
 * cleared in the same statement, so a link confirms once, however many clicks race. The
 * customer's history keeps the subscription as theirs.
 */
export async function confirmNewsletter(payload: Payload, token: string, now = new Date()): Promise<'confirmed' | 'expired' | 'unknown'> {
  if (!OPT_IN_TOKEN_PATTERN.test(token)) return 'unknown'
  const hash = optInTokenHash(token)
  const sql = sqlRows(payload)
  const [stored] = await sql<{ id: number; expires_at: Date; newsletter: boolean | null }>(
    `SELECT id, newsletter_opt_in_token_expires_at AS expires_at, accepted_flags_newsletter AS newsletter
     FROM customers WHERE newsletter_opt_in_token_hash = $1`,
    [hash],
  )
  const outcome = linkOutcome(stored ? { expiresAt: new Date(stored.expires_at) } : null, now)
  if (outcome !== 'confirm') return outcome
  const confirmed = await sql(
    `UPDATE customers SET accepted_flags_newsletter = true, accepted_flags_newsletter_accepted_at = $2,
       newsletter_opt_in_status = 'confirmed', newsletter_opt_in_confirmed_via = 'link',
       newsletter_opt_in_token_hash = NULL, newsletter_opt_in_token_expires_at = NULL, updated_at = $2
     WHERE id = $1 AND newsletter_opt_in_token_hash = $3 RETURNING id`,
    [stored!.id, now.toISOString(), hash],
  )
  if (!confirmed.length) return 'unknown'
  if (!stored!.newsletter) {
    const changes = [{ field: 'newsletter' as const, before: 'no', after: 'yes' }]
    await recordCustomerChanges(payload, { customerId: stored!.id, changes, author: { by: 'customer' }, at: now })
  }
  return 'confirmed'
}
