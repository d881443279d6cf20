import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { CURRENCY_CODES, EDITIONS, type CurrencyCode, type EditionCode } from '@/editions/editions'
import { departureDays, findTours, findTravels, listOf, pageOf, type CatalogAudience, type Paginated } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import { filterSchema, type CatalogFilters } from '@/features/catalog/filter-schema'
import type { QueryRows } from '@/features/catalog/search/load-snapshot'
import { destinationSearchSchema, searchDestinations } from '@/features/catalog/destination-search'
import { catalogSnapshot } from '@/features/catalog/search/snapshot-store'
import { searchOptions } from '@/features/catalog/search-options'
import { topSellers, topSellersSchema } from '@/features/catalog/top-sellers'
import { ApiError } from '@/lib/http/api-error'
import { readJson } from '@/lib/http/read-json'
import { cms } from '@/lib/cms/instance'
import { callerMarks, type CallerMarks } from './caller-marks'
import { requestEdition } from './request-edition'

const currencyParam = z.enum(CURRENCY_CODES).optional()

/** The currency of a call: `?currency=`, else the edition's own. */
export function requestCurrency(request: NextRequest, edition: EditionCode): CurrencyCode {
  const parsed = currencyParam.safeParse(request.nextUrl.searchParams.get('currency') ?? undefined)
  if (!parsed.success) {
    throw new ApiError('VALIDATION_ERROR', 'The request is not valid.', {
      issues: [{ path: 'currency', message: `Use one of ${CURRENCY_CODES.join(', ')}.` }],
    })
  }
  return parsed.data ?? EDITIONS[edition].currency
}

/** The filter set of a POST body; an empty body is no filter at all. */
const readFilters = (request: NextRequest): Promise<CatalogFilters> => readJson(request, filterSchema)

async function audienceOf(request: NextRequest): Promise<CatalogAudience> {
  const edition = requestEdition(request)
  return { edition, currency: requestCurrency(request, edition) }
}

const defaultQuery = async (): Promise<QueryRows> => catalogQuery(await cms())

/** A catalog call: edition, currency and filter set read from the request, then `run` with the caller's marks. */
function catalogCall<T>(run: (query: QueryRows, filters: CatalogFilters, audience: CatalogAudience, marks: CallerMarks) => Promise<T>) {
  return async (request: NextRequest, query: () => Promise<QueryRows> = defaultQuery): Promise<T> => {
    const filters = await readFilters(request)
    const audience = await audienceOf(request)
    return run(await query(), filters, audience, await callerMarks(request))
  }
}

const pageMarked = async <T, U>(page: Paginated<T>, mark: (items: T[]) => U[] | Promise<U[]>): Promise<Paginated<U>> => ({
  ...page,
  data: await mark(page.data),
})

/** `POST /api/v1/travels`, `/travels/paginated`, `/tours`, `/tours/paginated`, `/tours/days`. */
export const CATALOG_CALLS = {
  travels: catalogCall(async (query, filters, audience, marks) => marks.travels(await listOf(findTravels, query, filters, audience))),
  travelsPaginated: catalogCall(async (query, filters, audience, marks) =>
    pageMarked(await pageOf(findTravels, query, filters, audience), marks.travels),
  ),
  tours: catalogCall(async (query, filters, audience, marks) => marks.tours(await listOf(findTours, query, filters, audience))),
  toursPaginated: catalogCall(async (query, filters, audience, marks) =>
    pageMarked(await pageOf(findTours, query, filters, audience), marks.tours),
  ),
  tourDays: catalogCall((query, filters, audience) => departureDays(query, filters, audience)),
}

/** `GET /api/v1/travels/top-sellers?search=&countries[]=&continents[]=`. */
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
  return topSellers(await query(), filters, requestEdition(request))
}

/** `GET /api/v1/destinations/search?q=&limit=`: the search bar's "where" list, as the visitor types. */
export async function showDestinationSearch(request: NextRequest, query: () => Promise<QueryRows> = defaultQuery) {
  const params = request.nextUrl.searchParams
  const { q, limit } = destinationSearchSchema.parse({ q: params.get('q') ?? '', limit: params.get('limit') ?? undefined })
  return searchDestinations(await catalogSnapshot(await query()), q, requestEdition(request), limit)
}

/** `GET /api/v1/search/options`: the continents and periods the search bar offers. */
export async function showSearchOptions(request: NextRequest) {
  const payload = await cms()
  return searchOptions(payload, catalogQuery(payload), requestEdition(request))
}
