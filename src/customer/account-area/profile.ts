import type { Payload } from 'payload'
import { presentCustomer, type UserData } from '@/customer/accounts/customers'

/** Changes the customer's own name (an empty one clears it); the customer as `users/me` gives it. */
export async function changeProfile(payload: Payload, customerId: number, change: { name: string }): Promise<UserData> {
  const updated = await payload.update({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 1,
    data: { name: change.name || null },
  })
  return presentCustomer(updated)
}
