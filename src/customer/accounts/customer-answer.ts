import { z } from 'zod'

/** A signed-in customer as the site API answers them (`presentCustomer`): `users/me` and every call that changes them. */
export const customerAnswer = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  acceptedFlags: z.object({ newsletter: z.boolean(), marketing: z.boolean() }),
  pictureImage: z.object({ url: z.string().describe('`/customer-pictures/{32 hex}.webp`'), altText: z.string() }).nullable(),
  isAdmin: z.boolean(),
})
