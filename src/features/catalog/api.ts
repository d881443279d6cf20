import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { editionCurrencyQuery, editionQuery, requestEdition } from '@/editions/call-edition'
import { cms } from '@/lib/cms/instance'
import { siteCalls } from '@/lib/site-api/site-call'
import { countryAnswer, pageOf, reviewsAnswer, searchOptionsAnswer, tourAnswer, travelAnswer } from './api-answers'
import { destinationSearchSchema } from './destination-search'
import { filterSchema } from './filter-schema'
import { flightQuery, searchFlights } from './flight-search-call'
import { catalogQuery } from './database'
import { CATALOG_CALLS, pageParam, showDestinationSearch, showReviews, showTopSellers, showTravel, travelQuery } from './handlers'
import { MAX_REVIEWS_PAGE } from './reviews/review-page-rules'
import { searchOptions } from './search-options'
import { topSellersSchema } from './top-sellers'

/** A search call: POST, edition and currency in the query, the filter set as its body (empty: no filter). */
const search = (path: string, summary: string, handler: (request: NextRequest) => Promise<unknown>, answer: z.ZodType) =>
  ({ method: 'POST', path, summary, query: editionCurrencyQuery, body: filterSchema, answer, errors: [], handler }) as const

const topSellersQuery = topSellersSchema.extend({ ...editionQuery.shape })
const destinationQuery = destinationSearchSchema.extend({ ...editionQuery.shape })
const reviewsQuery = editionQuery.extend({ page: pageParam.describe(`1 to ${MAX_REVIEWS_PAGE}`) })

/** The catalog: searching travels and departures, the search bar's lists, a travel's page, reviews and the flight lookup. */
export const CATALOG_API = siteCalls(
  search(
    '/travels',
    'The travels matching the filter set (at most `show`).',
    (request) => CATALOG_CALLS.travels(request),
    z.array(travelAnswer),
  ),
  search(
    '/travels/paginated',
    'One page of the travels matching the filter set.',
    (request) => CATALOG_CALLS.travelsPaginated(request),
    pageOf(travelAnswer),
  ),
  search('/tours', 'The departures matching the filter set.', (request) => CATALOG_CALLS.tours(request), z.array(tourAnswer)),
  search(
    '/tours/paginated',
    'One page of the departures matching the filter set.',
    (request) => CATALOG_CALLS.toursPaginated(request),
    pageOf(tourAnswer),
  ),
  search(
    '/tours/days',
    "The days the departures matching the filter set start on, each once, in order (the search bar's calendar marks them).",
    (request) => CATALOG_CALLS.tourDays(request),
    z.object({ days: z.array(z.iso.date()) }),
  ),
  {
    method: 'GET',
    path: '/travels/top-sellers',
    summary: 'The countries with the most departures, with their counts.',
    query: topSellersQuery,
    answer: z.object({ countries: z.array(countryAnswer), itineraries: z.number(), departures: z.number() }),
    errors: [],
    handler: (request) => showTopSellers(request),
  },
  {
    method: 'GET',
    path: '/destinations/search',
    summary:
      "The search bar's where list as the visitor types: countries whose name in the edition's language has a word starting with each typed word (accents and case ignored), names starting with the text first, then the busiest.",
    query: destinationQuery,
    answer: z.object({ destinations: z.array(countryAnswer), total: z.number() }),
    errors: [],
    handler: (request) => showDestinationSearch(request),
  },
  {
    method: 'GET',
    path: '/search/options',
    summary: "The search bar's continents, every country's name and the periods not yet over.",
    query: editionQuery,
    answer: searchOptionsAnswer,
    errors: [],
    handler: async (request) => {
      const payload = await cms()
      return searchOptions(payload, catalogQuery(payload), (await requestEdition(request)).code)
    },
  },
  {
    method: 'GET',
    path: '/travels/show',
    summary:
      'One published travel with its best departure and the details of its page; an earlier slug answers 418 `{ meta: { httpStatusCode: 301, redirectTo } }` (a same-site path).',
    query: editionCurrencyQuery.extend({ ...travelQuery.shape }),
    answer: z.looseObject({}).describe("the travel page's data"),
    errors: [[404, 'NOT_FOUND', 'no published travel with this slug in this edition']],
    handler: (request) => showTravel(request),
  },
  {
    method: 'GET',
    path: '/reviews',
    summary: "The reviews page's list: the reviews written in the edition's language (every rating), newest first.",
    query: reviewsQuery,
    answer: reviewsAnswer,
    errors: [],
    handler: showReviews,
  },
  {
    method: 'GET',
    path: '/flights/search',
    summary: "The tour page's flight lookup (a plain form).",
    query: editionQuery.extend({ ...flightQuery.shape }),
    answer: "302 to `FLIGHT_SEARCH_URL` filled with the origin, the tour's first destination and its dates",
    errors: [[404, 'NOT_FOUND', 'a departure not on sale']],
    handler: (request) => searchFlights(request),
  },
)
