import type { Payload, PayloadRequest } from 'payload'
import type { Customer, CustomerHistory } from '@/payload-types'

/** What a customer's history keeps: the e-mail that codes are sent to, and each consent. */
export const TRACKED_CUSTOMER_FIELDS = {
  email: { label: 'E-mail', read: (customer: CustomerFields) => customer.email ?? '' },
  newsletter: { label: 'Newsletter', read: (customer: CustomerFields) => yesNo(customer.acceptedFlags?.newsletter) },
  marketing: { label: 'Marketing e-mails', read: (customer: CustomerFields) => yesNo(customer.acceptedFlags?.marketing) },
  privacy: { label: 'Privacy policy accepted', read: (customer: CustomerFields) => yesNo(customer.acceptedFlags?.privacy) },
} as const

export type TrackedCustomerField = keyof typeof TRACKED_CUSTOMER_FIELDS

type CustomerFields = Pick<Customer, 'email' | 'acceptedFlags'>

export type CustomerChange = { field: TrackedCustomerField; before: string; after: string }

/** Who changed a customer: the customer (the site's calls) or an admin signed in to /admin. */
export type CustomerChangeAuthor = { by: 'customer' } | { by: 'admin'; userId: number; email: string }

const yesNo = (flag: boolean | null | undefined) => (flag ? 'yes' : 'no')

/** The tracked fields that differ between two states of a customer; a new customer (`before` null) differs from nothing. */
export function customerChanges(before: CustomerFields | null, after: CustomerFields): CustomerChange[] {
  const fields = Object.keys(TRACKED_CUSTOMER_FIELDS) as TrackedCustomerField[]
  return fields.flatMap((field) => {
    const { read } = TRACKED_CUSTOMER_FIELDS[field]
    const was = before ? read(before) : ''
    const is = read(after)
    return was === is ? [] : [{ field, before: was, after: is }]
  })
}

/** One line an admin reads in the customer's history: `Marketing e-mails: no → yes; E-mail: — → a@b.c`. */
export function changeSummary(changes: CustomerChange[]): string {
  return changes.map(({ field, before, after }) => `${TRACKED_CUSTOMER_FIELDS[field].label}: ${before || '—'} → ${after || '—'}`).join('; ')
}

/** The author of a change made in `req`: an admin's request carries their user; the site's calls carry none. */
export function changeAuthor(req: Pick<PayloadRequest, 'user'>): CustomerChangeAuthor {
  const user = req.user
  return user?.collection === 'users' ? { by: 'admin', userId: user.id as number, email: user.email } : { by: 'customer' }
}

/**
 * Keeps a change of a customer's e-mail or consents in their history, in the transaction of `req`
 * when given. History is written here only: nobody creates, edits or deletes it through the CMS.
 */
export async function recordCustomerChanges(
  payload: Payload,
  {
    customerId,
    changes,
    author,
    at = new Date(),
    req,
  }: { customerId: number; changes: CustomerChange[]; author: CustomerChangeAuthor; at?: Date; req?: PayloadRequest },
): Promise<void> {
  if (!changes.length) return
  const data: Omit<CustomerHistory, 'id' | 'createdAt' | 'updatedAt'> = {
    customer: customerId,
    changedAt: at.toISOString(),
    changedBy: author.by,
    admin: author.by === 'admin' ? author.userId : null,
    adminEmail: author.by === 'admin' ? author.email : null,
    summary: changeSummary(changes),
    changes,
  }
  await payload.create({ collection: 'customer-history', data, overrideAccess: true, depth: 0, req })
}
