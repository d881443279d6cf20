import type { Edition } from '@/editions/edition'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import type { CatalogFilters } from './filter-schema'
import { dayNumber, type QueryRows } from './search/load-snapshot'
import { presentTours, presentTravel, type ApiTour, type ApiTravel } from './search/present'
import { searchTours } from './search/search-tours'
import { searchTravels } from './search/search-travels'
import { catalogSnapshot } from './search/snapshot-store'
import { matchTravelText } from './search/text-search'

/** Who asks: the edition (language of texts and addresses) and the currency of prices and price filters. */
export type CatalogAudience = { edition: Edition; currency: CurrencyCode; today?: Date }

/** A page of a list; a page past the last is empty, not an error. */
export type Paginated<T> = { currentPage: number; perPage: number; lastPage: number; total: number; data: T[] }

async function prepare(query: QueryRows, filters: CatalogFilters, audience: CatalogAudience) {
  const text = filters.textSearch?.trim()
  const [snapshot, textMatches] = await Promise.all([
    catalogSnapshot(query),
    text ? matchTravelText(query, text, audience.edition.code) : Promise.resolve(null),
  ])
  return { snapshot, context: { today: dayNumber(audience.today ?? new Date()), currency: audience.currency, textMatches } }
}

/** What a search gives: how many results there are, and the requested slice of them, ready to send. */
export type Found<T> = { total: number; items: T[] }
type Finder<T> = (query: QueryRows, filters: CatalogFilters, audience: CatalogAudience, from: number, to: number) => Promise<Found<T>>

/** Travels matching a filter set, sorted, each with its best departure. */
export const findTravels: Finder<ApiTravel> = async (query, filters, audience, from, to) => {
  const { snapshot, context } = await prepare(query, filters, audience)
  const results = searchTravels(snapshot, filters, context)
  return { total: results.count, items: results.slice(from, to).map((hit) => presentTravel(snapshot, hit, audience)) }
}

/** Departures matching a filter set, sorted, each with its travel's summary. */
export const findTours: Finder<ApiTour> = async (query, filters, audience, from, to) => {
  const { snapshot, context } = await prepare(query, filters, audience)
  const { count, tours } = searchTours(snapshot, filters, context, from, to)
  return { total: count, items: presentTours(snapshot, tours, audience) }
}

const DAY_MS = 86_400_000

/**
 * The days departures matching a filter set start on, each once, in order (`POST /tours/days`):
 * what a calendar marks, without sending the departures themselves.
 */
export async function departureDays(query: QueryRows, filters: CatalogFilters, audience: CatalogAudience): Promise<{ days: string[] }> {
  const { snapshot, context } = await prepare(query, filters, audience)
  const { tours } = searchTours(snapshot, { ...filters, sort: undefined }, context, 0, Number.POSITIVE_INFINITY)
  const days = [...new Set(tours.map((tour) => snapshot.tours.startDay[tour]!))].sort((a, b) => a - b)
  return { days: days.map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10)) }
}

/** The first `show` results: `POST /travels`, `POST /tours`. */
export async function listOf<T>(find: Finder<T>, query: QueryRows, filters: CatalogFilters, audience: CatalogAudience): Promise<T[]> {
  return (await find(query, filters, audience, 0, filters.show)).items
}

/** One page of results: `POST /travels/paginated`, `POST /tours/paginated`. */
export async function pageOf<T>(
  find: Finder<T>,
  query: QueryRows,
  filters: CatalogFilters,
  audience: CatalogAudience,
): Promise<Paginated<T>> {
  const { page, perPage } = filters
  const { total, items } = await find(query, filters, audience, (page - 1) * perPage, page * perPage)
  return { currentPage: page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)), total, data: items }
}

/** A published travel's slug in every edition (its page's address there). */
export async function travelSlugs(query: QueryRows, travelId: number): Promise<Partial<Record<EditionCode, string>>> {
  const snapshot = await catalogSnapshot(query)
  const index = snapshot.travelIndex.get(travelId)
  return index === undefined ? {} : { ...snapshot.travels[index]!.slugs }
}

/** Every published travel's slug in an edition (sitemaps). */
export async function publishedTravelSlugs(query: QueryRows, edition: EditionCode): Promise<string[]> {
  const snapshot = await catalogSnapshot(query)
  return snapshot.travels.flatMap((travel) => (travel.slugs[edition] ? [travel.slugs[edition]] : []))
}
