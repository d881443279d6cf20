import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'
import { requestCurrency, requestEdition } from '@/editions/call-edition'
import { href } from '@/editions/href'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { readJson } from '@/lib/http/read-json'
import { callerMarks, type CallerMarks } from './caller-marks'
import { departureDays, findTours, findTravels, listOf, pageOf as pageOfHits, type CatalogAudience, type Paginated } from './catalog'
import { catalogQuery } from './database'
import { destinationSearchSchema, searchDestinations } from './destination-search'
import { filterSchema, type CatalogFilters } from './filter-schema'
import { MAX_REVIEWS_PAGE } from './reviews/review-page-rules'
import { reviewsPage } from './reviews/review-pages'
import type { QueryRows } from './search/load-snapshot'
import { catalogSnapshot } from './search/snapshot-store'
import { topSellers, topSellersSchema } from './top-sellers'
import { lookupTravel } from './travel-lookup'
import { travelPageData } from './travel-page'

const defaultQuery = async (): Promise<QueryRows> => catalogQuery(await cms())

/** A catalog call: edition, currency and filter set (an empty body is no filter) read from the request, then `run` with the caller's marks. */
function catalogCall<T>(run: (query: QueryRows, filters: CatalogFilters, audience: CatalogAudience, marks: CallerMarks) => Promise<T>) {
  return async (request: NextRequest, query: () => Promise<QueryRows> = defaultQuery): Promise<T> => {
    const filters = await readJson(request, filterSchema)
    const edition = await requestEdition(request)
    const audience = { edition, currency: requestCurrency(request, edition) }
    return run(await query(), filters, audience, await callerMarks(request))
  }
}

const pageMarked = async <T, U>(page: Paginated<T>, mark: (items: T[]) => U[] | Promise<U[]>): Promise<Paginated<U>> => ({
  ...page,
  data: await mark(page.data),
})

/** The search calls' handlers, by name; a test passes its own catalog query. */
export const CATALOG_CALLS = {
  travels: catalogCall(async (query, filters, audience, marks) => marks.travels(await listOf(findTravels, query, filters, audience))),
  travelsPaginated: catalogCall(async (query, filters, audience, marks) =>
    pageMarked(await pageOfHits(findTravels, query, filters, audience), marks.travels),
  ),
  tours: catalogCall(async (query, filters, audience, marks) => marks.tours(await listOf(findTours, query, filters, audience))),
  toursPaginated: catalogCall(async (query, filters, audience, marks) =>
    pageMarked(await pageOfHits(findTours, query, filters, audience), marks.tours),
  ),
  tourDays: catalogCall((query, filters, audience) => departureDays(query, filters, audience)),
}

/** `?search=&countries[]=&continents[]=` (a list also as repeated names without `[]`). */
export async function showTopSellers(request: NextRequest, query: () => Promise<QueryRows> = defaultQuery) {
  const params = request.nextUrl.searchParams
  const list = (name: string) => {
    const values = [...params.getAll(name), ...params.getAll(`${name}[]`)].filter(Boolean)
    return values.length ? values : undefined
  }
  const filters = topSellersSchema.parse({
    search: params.get('search') ?? undefined,
    countries: list('countries'),
    continents: list('continents'),
  })
  return topSellers(await query(), filters, (await requestEdition(request)).code)
}

export async function showDestinationSearch(request: NextRequest, query: () => Promise<QueryRows> = defaultQuery) {
  const params = request.nextUrl.searchParams
  const { q, limit } = destinationSearchSchema.parse({ q: params.get('q') ?? '', limit: params.get('limit') ?? undefined })
  return searchDestinations(await catalogSnapshot(await query()), q, (await requestEdition(request)).code, limit)
}

export const travelQuery = z.object({ slug: z.string().trim().min(1).max(160) })

/** A published travel of the call's edition; an earlier slug answers 418 with the redirect; anything else 404. */
export async function showTravel(request: NextRequest, payload?: Payload) {
  const cmsInstance = payload ?? (await cms())
  const edition = await requestEdition(request)
  const currency = requestCurrency(request, edition)
  const { slug } = travelQuery.parse({ slug: request.nextUrl.searchParams.get('slug') ?? undefined })
  const found = await lookupTravel(cmsInstance, edition.code, slug)
  if (found.kind === 'moved') {
    return NextResponse.json(
      { meta: { httpStatusCode: 301, redirectTo: href('travels-travel', { travel: found.slug }, edition) } },
      { status: 418 },
    )
  }
  if (found.kind !== 'found') throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  const data = await travelPageData(cmsInstance, found.travel, { edition, currency })
  if (!data) throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  return data
}

/** A page number as the reviews page's address carries it (its island reads the same rule). */
export const pageParam = z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).default(1)

export async function showReviews(request: NextRequest) {
  const edition = await requestEdition(request)
  const parsed = pageParam.safeParse(request.nextUrl.searchParams.get('page') ?? undefined)
  if (!parsed.success)
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'page', message: `A whole number from 1 to ${MAX_REVIEWS_PAGE}.` }],
    })
  return reviewsPage(await cms(), edition, parsed.data)
}
