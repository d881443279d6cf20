import type { CatalogSnapshot } from '@/features/catalog/search/snapshot'
import { CONTINENT_CODES, type ContinentCode } from '@/features/catalog/continents'
import type { SearchVocabulary } from './parse-request'
import { normalizeRequest } from './text'

const vocabularies = new WeakMap<CatalogSnapshot, SearchVocabulary>()

/** The catalogue's countries and continents with their names in every edition, as requests are read against them (once per snapshot). */
export function searchVocabulary(snapshot: CatalogSnapshot): SearchVocabulary {
  let vocabulary = vocabularies.get(snapshot)
  if (!vocabulary) {
    const names = (all: Partial<Record<string, string>>) => [
      ...new Set(
        Object.values(all)
          .filter(Boolean)
          .map((name) => normalizeRequest(name!)),
      ),
    ]
    vocabulary = {
      destinations: [...snapshot.destinations.values()].map((destination) => ({
        id: destination.id,
        iso3: destination.isoCodeAlpha3,
        names: names(destination.names),
      })),
      continents: [...snapshot.continents.values()].flatMap((continent) =>
        (CONTINENT_CODES as readonly string[]).includes(continent.code)
          ? [{ id: continent.id, code: continent.code as ContinentCode, names: names(continent.names) }]
          : [],
      ),
    }
    vocabularies.set(snapshot, vocabulary)
  }
  return vocabulary
}
