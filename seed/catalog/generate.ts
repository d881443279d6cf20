import { CONTINENT_CODES } from '../../src/features/catalog/continents'
import { slugify } from '../../src/lib/text/slug'
import type { Localized } from '../content/types'
import { COUNTRIES } from './countries'
import { generatePeriods } from './periods'
import { Random } from './random'
import { generateReviews } from './reviews'
import { generateTours } from './tours'
import { LANGUAGES } from '../content/types'
import { generateTravels } from './travels'
import type { CatalogSize, GeneratedCatalog, GeneratedTerm } from './types'
import { BADGES, CONTINENT_NAMES, COORDINATOR_CITIES, COORDINATOR_NAMES, COST_CENTERS, TRAVEL_STYLES, TRAVEL_TYPES } from './vocabulary'

/** The demo catalog's size: `npm run seed` builds this one. */
export const DEMO_CATALOG: CatalogSize = { travels: 300, tours: 6000 }
const DEFAULT_SEED = 20_261_122

/** Where travellers (and the mega menu) say a country differently from the platform's official name. */
const COMMON_NAMES: Record<string, Partial<Localized>> = { VN: { fr: 'Vietnam' }, US: { de: 'USA' }, CV: { de: 'Kap Verde' } }

/** Each name in every language, from the platform's own country names. */
function countryNames(alpha2: string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      COMMON_NAMES[alpha2]?.[language] ?? new Intl.DisplayNames([language], { type: 'region' }).of(alpha2) ?? alpha2,
    ]),
  ) as Localized
}

const terms = (list: Array<{ code: string; name: Localized }>): GeneratedTerm[] => list.map((term, index) => ({ id: index + 1, ...term }))

/** The first day of the anchor's month (UTC): departures are counted from there. */
function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

/**
 * A whole catalog as plain data, the same for the same size, seed and month: continents,
 * countries, the small lists, coordinators, periods, travels, their departures and reviews.
 */
export function generateCatalog(size: CatalogSize): GeneratedCatalog {
  const random = new Random(size.seed ?? DEFAULT_SEED)
  const anchor = monthStart(size.anchor ?? new Date())
  const continents = CONTINENT_CODES.map((code, index) => ({ id: index + 1, code, name: CONTINENT_NAMES[code] }))
  const continentId = new Map(continents.map((continent) => [continent.code, continent.id]))
  const destinations = COUNTRIES.map(([alpha2, alpha3, continent], index) => ({
    id: index + 1,
    alpha3,
    continentId: continentId.get(continent)!,
    name: countryNames(alpha2),
  }))
  const costs = new Map(COUNTRIES.map(([, alpha3, , cost], index) => [index + 1, { alpha3, cost }]))
  const lists = {
    travelStyles: terms(TRAVEL_STYLES),
    travelTypes: terms(TRAVEL_TYPES),
    costCenters: terms(COST_CENTERS),
    badges: terms(BADGES),
  }
  const coordinators = COORDINATOR_NAMES.map((name, index) => ({
    id: index + 1,
    name,
    slug: slugify(name),
    city: COORDINATOR_CITIES[index]!,
    bio: {
      it: `${name} coordina viaggi di gruppo da ${3 + (index % 6)} anni.`,
      es: `${name} coordina viajes en grupo desde hace ${3 + (index % 6)} años.`,
      fr: `${name} accompagne des voyages en groupe depuis ${3 + (index % 6)} ans.`,
      de: `${name} begleitet seit ${3 + (index % 6)} Jahren Gruppenreisen.`,
      en: `${name} has led group trips for ${3 + (index % 6)} years.`,
    },
  }))
  const names = new Map(destinations.map((destination) => [destination.id, destination.name]))
  const travels = generateTravels(
    random,
    size.travels,
    size.detailedTravels ?? DEMO_CATALOG.travels,
    destinations,
    names,
    lists,
    coordinators.length,
    anchor,
  )
  const first = (travel: (typeof travels)[number]) => costs.get(travel.destinationIds[0]!)!
  const tours = generateTours(
    random,
    size.tours,
    anchor,
    travels,
    (travel) => first(travel).alpha3,
    (travel) => first(travel).cost,
  )
  return {
    anchor: anchor.toISOString().slice(0, 10),
    continents,
    destinations,
    ...lists,
    coordinators,
    periods: generatePeriods(anchor),
    travels,
    tours,
    reviews: generateReviews(travels, (id) => coordinators[id - 1]!.name, anchor),
  }
}
