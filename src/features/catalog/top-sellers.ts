import { z } from 'zod'
import { CONTINENT_CODES } from './continents'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { MAX_LIST_ITEMS, MAX_TEXT_SEARCH_LENGTH } from './constants'
import { alpha2Of } from './country-codes'
import { destinationCounts } from './destination-counts'
import type { QueryRows } from './search/load-snapshot'
import { catalogSnapshot } from './search/snapshot-store'
import { matchDestinationText } from './search/text-search'

export const topSellersSchema = z.object({
  search: z.string().trim().max(MAX_TEXT_SEARCH_LENGTH).optional(),
  countries: z
    .array(z.string().regex(/^[A-Z]{3}$/, 'An ISO 3166 alpha-3 code, e.g. PER.'))
    .max(MAX_LIST_ITEMS)
    .optional(),
  continents: z.array(z.enum(CONTINENT_CODES)).max(MAX_LIST_ITEMS).optional(),
})
export type TopSellersQuery = z.output<typeof topSellersSchema>

export type TopSellerCountry = {
  id: number
  name: string
  isoCodeAlpha3: string
  /** For the flag: null when the alpha-3 code has no ISO 3166 country. */
  isoCodeAlpha2: string | null
  continent: { id: number; code: string }
  itineraries: number
  departures: number
}

/**
 * The countries matching a search, a list of countries or continents, with how many published
 * itineraries go there and how many of their departures are still to come and not sold out
 *, busiest first; plus the totals over those countries.
 */
export async function topSellers(query: QueryRows, filters: TopSellersQuery, edition: EditionCode, today = new Date()) {
  const snapshot = await catalogSnapshot(query)
  const text = filters.search?.trim()
  const textMatches = text ? await matchDestinationText(query, text, edition) : null
  const continentIds = new Set(
    [...snapshot.continents.values()]
      .filter((continent) => filters.continents?.includes(continent.code as never))
      .map((continent) => continent.id),
  )
  const wanted = [...snapshot.destinations.values()].filter(
    (destination) =>
      (textMatches === null || textMatches.has(destination.id)) &&
      (!filters.countries?.length || filters.countries.includes(destination.isoCodeAlpha3)) &&
      (!filters.continents?.length || continentIds.has(destination.continentId)),
  )
  const wantedIds = new Set(wanted.map((destination) => destination.id))
  const { byDestination, departuresOf } = destinationCounts(snapshot, today)
  let itineraries = 0
  let departures = 0
  snapshot.travels.forEach((travel, index) => {
    if (!travel.destinationIds.some((id) => wantedIds.has(id))) return
    itineraries++
    departures += departuresOf[index]!
  })
  const countries: TopSellerCountry[] = wanted.map((destination) => ({
    id: destination.id,
    name: destination.names[edition] ?? Object.values(destination.names)[0] ?? destination.isoCodeAlpha3,
    isoCodeAlpha3: destination.isoCodeAlpha3,
    isoCodeAlpha2: alpha2Of(destination.isoCodeAlpha3),
    continent: { id: destination.continentId, code: snapshot.continents.get(destination.continentId)?.code ?? '' },
    ...byDestination.get(destination.id)!,
  }))
  countries.sort(
    (a, b) => b.departures - a.departures || b.itineraries - a.itineraries || a.name.localeCompare(b.name, EDITIONS[edition].locale),
  )
  return { countries, itineraries, departures }
}
