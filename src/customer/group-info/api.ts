import { z } from 'zod'
import { requestCustomer, SIGNED_IN_ERRORS } from '@/customer/accounts/request-customer'
import { cms } from '@/lib/cms/instance'
import { siteCalls } from '@/lib/site-api/site-call'
import { tourGroupInfo } from './tour-group-info'

const groupInfoQuery = z.object({
  tourId: z
    .string({ error: 'A tour id is required.' })
    .regex(/^[1-9]\d{0,9}$/, 'A tour id: a positive whole number.')
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, 'A tour id: a positive whole number.'),
})

const genderCount = z.object({ female: z.number(), male: z.number(), other: z.number() })

/** Who is going on a departure, for signed-in customers. */
export const GROUP_INFO_API = siteCalls({
  method: 'GET',
  path: '/tours/group-info',
  summary:
    "Who is going on the departure, from the bookings not cancelled, without anyone's name, e-mail or birth year: the expected group runs from the travellers booked plus those still needed to confirm to the departure's places; the interested saved the departure or have an active alert on it, counted once, those who booked left out.",
  query: groupInfoQuery,
  answer: z.object({
    tourId: z.number(),
    hasPax: z.boolean(),
    travellersCount: z.number(),
    firstTimers: z.number(),
    tripsDone: z.number(),
    genders: genderCount,
    travellers: z
      .array(z.object({ gender: z.string(), firstTrip: z.boolean(), tripsDone: z.number() }))
      .describe('ordered by trips done, never by booking'),
    expectedGroupSize: z.object({ min: z.number(), max: z.number() }),
    interestedCount: z.number(),
  }),
  errors: [...SIGNED_IN_ERRORS, [404, 'NOT_FOUND', 'an unknown or unpublished tour']],
  handler: async (request) => {
    const { tourId } = groupInfoQuery.parse({ tourId: request.nextUrl.searchParams.get('tourId') ?? undefined })
    await requestCustomer(request)
    return tourGroupInfo(await cms(), tourId)
  },
})
