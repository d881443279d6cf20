import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { changeAuthor, customerChanges, recordCustomerChanges } from '@/customer/accounts/customer-history'
import type { Customer } from '@/payload-types'

/** Each save that changes the e-mail or a consent adds its entry to the customer's history, in the save's transaction. */
export const recordHistory: CollectionAfterChangeHook<Customer> = async ({ doc, previousDoc, operation, req }) => {
  const changes = customerChanges(operation === 'create' ? null : previousDoc, doc)
  await recordCustomerChanges(req.payload, { customerId: doc.id, changes, author: changeAuthor(req), req })
  return doc
}

/** A deleted customer's history goes with them. */
export const deleteHistory: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'customer-history', where: { customer: { equals: id } }, req, overrideAccess: true })
}
