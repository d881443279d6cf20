import { z } from 'zod'
import {
  BOOKING_REFERENCE_PATTERN,
  BOOKING_STATUSES,
  EARLIEST_BIRTH_YEAR,
  MAX_TRAVELLERS_PER_BOOKING,
  MAX_TRIPS_DONE,
  TRAVELLER_GENDERS,
} from './booking-rules'

export const bookingReference = z
  .string()
  .regex(BOOKING_REFERENCE_PATTERN, 'A booking reference is 1 to 64 letters, digits, dots, underscores or hyphens.')

const traveller = z
  .object({
    gender: z.enum(TRAVELLER_GENDERS),
    birthYear: z
      .number()
      .int()
      .min(EARLIEST_BIRTH_YEAR)
      .refine((year) => year <= new Date().getUTCFullYear(), 'A birth year cannot be in the future.')
      .nullable()
      .default(null),
    firstTrip: z.boolean(),
    tripsDone: z.number().int().min(0).max(MAX_TRIPS_DONE),
  })
  .strict()
  .refine((entry) => !entry.firstTrip || entry.tripsDone === 0, {
    message: 'A traveller on their first trip has done no trips yet.',
    path: ['tripsDone'],
  })

/**
 * What a bookings system sends for one booking (`PUT /bookings/{reference}`): the customer by
 * e-mail, the tour by its id in the catalog, the status and every traveller. Unknown keys are
 * refused, so a misspelt field is an error rather than silently lost.
 */
export const bookingBody = z
  .object({
    customer: z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address.')) }).strict(),
    tourId: z.number().int().positive().max(2_147_483_647),
    status: z.enum(BOOKING_STATUSES),
    travellers: z.array(traveller).min(1, 'A booking has at least one traveller.').max(MAX_TRAVELLERS_PER_BOOKING),
  })
  .strict()

export type BookingInput = z.output<typeof bookingBody>
export type TravellerInput = BookingInput['travellers'][number]
