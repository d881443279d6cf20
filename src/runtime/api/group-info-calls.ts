import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { tourGroupInfo } from '@/features/group-info/tour-group-info'
import { cms } from '@/lib/cms/instance'
import { requestCustomer } from './account-calls'

const groupInfoQuery = z.object({
  tourId: z
    .string({ error: 'A tour id is required.' })
    .regex(/^[1-9]\d{0,9}$/, 'A tour id: a positive whole number.')
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, 'A tour id: a positive whole number.'),
})

/**
 * `GET /tours/group-info?tourId=` (signed in): who is going on the departure, without anyone's
 * name or e-mail. 401 for a visitor (the page asks them to sign in), 404 for a tour the public
 * cannot see.
 */
export async function showGroupInfo(request: NextRequest) {
  const { tourId } = groupInfoQuery.parse({ tourId: request.nextUrl.searchParams.get('tourId') ?? undefined })
  await requestCustomer(request)
  return tourGroupInfo(await cms(), tourId)
}
