import { z } from 'zod'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { MAX_TEXT_SEARCH_LENGTH } from './constants'
import { alpha2Of } from './country-codes'
import { destinationCounts } from './destination-counts'
import { searchableText } from './search-text'
import type { CatalogSnapshot } from './search/snapshot'
import type { TopSellerCountry } from './top-sellers'

/** Destinations a search bar lists at most. */
export const MAX_DESTINATION_RESULTS = 20

export const destinationSearchSchema = z.object({
  q: z.string().trim().min(1, 'Type at least one letter.').max(MAX_TEXT_SEARCH_LENGTH),
  limit: z.coerce.number().int().min(1).max(MAX_DESTINATION_RESULTS).default(10),
})

/** A country as the where list shows it: the shape top sellers give too. */
export type FoundDestination = TopSellerCountry

type IndexedName = { id: number; name: string; text: string; words: string[] }

/** Each country's name in each edition, as search compares it: built once per snapshot. */
const indexes = new WeakMap<CatalogSnapshot, Map<EditionCode, IndexedName[]>>()

function namesOf(snapshot: CatalogSnapshot, edition: EditionCode): IndexedName[] {
  let perEdition = indexes.get(snapshot)
  if (!perEdition) indexes.set(snapshot, (perEdition = new Map()))
  let names = perEdition.get(edition)
  if (!names) {
    names = [...snapshot.destinations.values()].map((destination) => {
      const name = destination.names[edition] ?? Object.values(destination.names)[0] ?? destination.isoCodeAlpha3
      const text = searchableText(name)
      return { id: destination.id, name, text, words: text.split(' ') }
    })
    perEdition.set(edition, names)
  }
  return names
}

/**
 * Countries whose name in the edition's language matches the visitor's words: each word the
 * start of one of the name's words, accents and case ignored ("cost ric" finds "Costa Rica",
 * "peru" finds "Perù"). Names that start with the whole text come first, then the busiest (most
 * departures to come, then itineraries), then by name. Each with its itineraries and upcoming
 * departures.
 */
export function searchDestinations(
  snapshot: CatalogSnapshot,
  text: string,
  edition: EditionCode,
  limit: number,
  today = new Date(),
): { destinations: FoundDestination[]; total: number } {
  const typed = searchableText(text)
  const wanted = typed.split(' ').filter(Boolean)
  if (wanted.length === 0) return { destinations: [], total: 0 }
  const { byDestination } = destinationCounts(snapshot, today)
  const collator = new Intl.Collator(EDITIONS[edition].locale)
  const matches = namesOf(snapshot, edition)
    .filter(({ words }) => wanted.every((word) => words.some((own) => own.startsWith(word))))
    .map((entry) => ({ entry, leading: entry.text.startsWith(typed), count: byDestination.get(entry.id)! }))
  matches.sort(
    (a, b) =>
      Number(b.leading) - Number(a.leading) ||
      b.count.departures - a.count.departures ||
      b.count.itineraries - a.count.itineraries ||
      collator.compare(a.entry.name, b.entry.name),
  )
  return {
    total: matches.length,
    destinations: matches.slice(0, limit).map(({ entry, count }) => {
      const destination = snapshot.destinations.get(entry.id)!
      return {
        id: entry.id,
        name: entry.name,
        isoCodeAlpha3: destination.isoCodeAlpha3,
        isoCodeAlpha2: alpha2Of(destination.isoCodeAlpha3),
        continent: { id: destination.continentId, code: snapshot.continents.get(destination.continentId)?.code ?? '' },
        itineraries: count.itineraries,
        departures: count.departures,
      }
    }),
  }
}
