import { z } from 'zod'

/** The answers of the catalog's site API calls, as its reference shows them. */

const tour = z.looseObject({
  id: z.number(),
  code: z.string(),
  startingDate: z.string(),
  endingDate: z.string(),
  status: z.string(),
  freeSeats: z.number(),
  seatsToConfirm: z.number(),
  seatsLabel: z.string().nullable(),
  maxGroupSize: z.number(),
  currency: z.string(),
  basePrice: z.number().describe('minor units'),
  price: z.number().describe('minor units'),
  discount: z.number(),
  url: z.string().describe("the departure's page in the call's edition"),
})

const travelSummary = z.looseObject({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  promoCode: z.string().nullable().describe('the code travellers enter at checkout, while it is in force; null without one'),
})

/** A travel with its best departure in the searched range and the caller's saved tours of it (0 for a visitor). */
export const travelAnswer = travelSummary.extend({
  destinations: z.array(z.unknown()),
  toursCount: z.number().describe('its departures matching the filters'),
  bestTour: tour.nullable(),
  wishlistedToursCount: z.number(),
})

/** A departure with its travel's summary and the caller's marks. */
export const tourAnswer = tour.extend({
  travel: travelSummary,
  isWishlisted: z.boolean().describe("on the signed-in caller's wishlist; false for a visitor"),
  groupInfo: z
    .object({ hasPax: z.boolean(), travellersCount: z.number() })
    .nullable()
    .describe('from the bookings not cancelled, for a signed-in caller; null for a visitor'),
})

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ currentPage: z.number(), perPage: z.number(), lastPage: z.number(), total: z.number(), data: z.array(item) })

export const countryAnswer = z.object({
  id: z.number(),
  name: z.string(),
  isoCodeAlpha3: z.string(),
  isoCodeAlpha2: z.string().nullable().describe('for the flag; null for a code ISO 3166 does not know'),
  continent: z.object({ id: z.number(), code: z.string() }),
  itineraries: z.number(),
  departures: z.number(),
})

export const searchOptionsAnswer = z.object({
  continents: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  destinations: z
    .array(z.object({ id: z.number(), name: z.string() }))
    .describe("every country's name (a search page's address holds only ids)"),
  periods: z
    .array(z.object({ id: z.string(), type: z.string(), label: z.string(), startingDate: z.string(), endingDate: z.string() }))
    .describe('the periods not yet over (a month reads "Agosto 2027")'),
})

export const reviewsAnswer = z.object({
  currentPage: z.number(),
  perPage: z.literal(20),
  lastPage: z.number(),
  data: z.array(
    z.object({
      id: z.number(),
      rating: z.number(),
      firstName: z.string(),
      text: z.string(),
      date: z.string(),
      travel: z.object({ title: z.string(), url: z.string() }),
    }),
  ),
})
