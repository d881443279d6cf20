import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Destination, Travel } from '@/payload-types'
import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'
import { flightSearchUrl } from '@/lib/flight-search-url'
import { requestEdition } from '@/editions/call-edition'

/** The flight lookup's query; the reference shows it with the call. */
export const flightQuery = z.object({
  tour: z.coerce.number().int().positive(),
  // A city or an airport as people type them: letters (any script), spaces, dots, hyphens, apostrophes.
  origin: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\p{L}][\p{L} .'’-]*$/u, 'a city or an airport'),
})

const day = (date: string) => date.slice(0, 10)

/**
 * The tour page's flight lookup (a plain form): 302 to
 * the configured flight search, filled with the origin, the tour's first destination and its dates;
 * 400 for a bad origin or tour id, 404 for a tour that is not on sale.
 */
export async function searchFlights(request: NextRequest, payload?: Payload) {
  const cmsInstance = payload ?? (await cms())
  const edition = await requestEdition(request)
  const { tour: tourId, origin } = flightQuery.parse(Object.fromEntries(request.nextUrl.searchParams))
  const tour = await cmsInstance
    .findByID({ collection: 'tours', id: tourId, depth: 2, locale: edition.code, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  const travel = tour && typeof tour.travel === 'object' ? (tour.travel as Travel) : null
  const destination = travel?.destinations?.find((entry): entry is Destination => typeof entry === 'object')
  if (!tour || !travel || !destination) throw new ApiError('NOT_FOUND', 'No departure on sale with this id.')
  const location = flightSearchUrl({
    origin,
    destination: destination.name,
    departure: day(tour.startingDate),
    return: day(tour.endingDate),
  })
  return NextResponse.redirect(location, 302)
}
