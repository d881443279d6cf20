import { CONTINENT_CODES } from '@/features/catalog/continents'
import type { SearchVocabulary } from '@/features/plain-search/parse-request'
import { normalizeRequest } from '@/features/plain-search/text'
import { COUNTRIES } from '../../seed/catalog/countries'

const LANGUAGES = ['it', 'es', 'fr', 'de', 'en'].map((language) => new Intl.DisplayNames(language, { type: 'region' }))

/** The demo catalogue's countries with their names in every language, as the search snapshot gives them. */
export const DEMO_VOCABULARY: SearchVocabulary = {
  destinations: COUNTRIES.map(([alpha2, iso3], index) => ({
    id: index + 1,
    iso3,
    names: [...new Set(LANGUAGES.map((names) => normalizeRequest(names.of(alpha2)!)))],
  })),
  continents: CONTINENT_CODES.map((code, index) => ({ id: index + 1, code, names: [code] })),
}

export const iso3Of = (id: number) => DEMO_VOCABULARY.destinations.find((destination) => destination.id === id)!.iso3
