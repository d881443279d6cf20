import { CONTINENT_CODES } from '@/features/catalog/continents'
import type { SearchVocabulary } from '@/features/plain-search/parse-request'
import { normalizeRequest } from '@/features/plain-search/text'
import { COUNTRIES } from '../../../../seed/catalog/countries'

const italian = new Intl.DisplayNames('it', { type: 'region' })
const english = new Intl.DisplayNames('en', { type: 'region' })

/** The demo catalogue's countries with their Italian and English names, as the search snapshot gives them. */
export const DEMO_VOCABULARY: SearchVocabulary = {
  destinations: COUNTRIES.map(([alpha2, iso3], index) => ({
    id: index + 1,
    iso3,
    names: [...new Set([italian.of(alpha2)!, english.of(alpha2)!].map(normalizeRequest))],
  })),
  continents: CONTINENT_CODES.map((code, index) => ({ id: index + 1, code, names: [code] })),
}

export const iso3Of = (id: number) => DEMO_VOCABULARY.destinations.find((destination) => destination.id === id)!.iso3
