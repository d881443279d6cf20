import { z } from 'zod'
import {
  EARLIEST_BIRTH_YEAR,
  isTravellerName,
  MAX_TRAVELLER_NAME_LENGTH,
  MAX_TRAVELLERS_PER_BOOKING,
  TRAVELLER_GENDERS,
} from './booking-rules'

/** A booking request's body is small (20 travellers of a few fields): anything far larger is refused before it is parsed. */
export const BOOKING_REQUEST_MAX_BODY_BYTES = 16 * 1024

const traveller = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the traveller’s name.')
      .max(MAX_TRAVELLER_NAME_LENGTH)
      .refine(isTravellerName, 'A name holds letters, spaces and punctuation only.'),
    gender: z.enum(TRAVELLER_GENDERS),
    birthYear: z
      .number()
      .int()
      .min(EARLIEST_BIRTH_YEAR)
      .refine((year) => year <= new Date().getUTCFullYear(), 'A birth year cannot be in the future.'),
  })
  .strict()

/**
 * The site's booking request (`POST /bookings`): the departure, each traveller's name, gender and
 * birth year, and the privacy policy accepted (required). Who books is the signed-in customer.
 */
export const bookingRequestBody = z
  .object({
    tourId: z.number().int().positive().max(2_147_483_647),
    travellers: z.array(traveller).min(1, 'A booking has at least one traveller.').max(MAX_TRAVELLERS_PER_BOOKING),
    privacy: z.literal(true, 'Accept the privacy policy to book.'),
  })
  .strict()

export type BookingRequest = z.output<typeof bookingRequestBody>
