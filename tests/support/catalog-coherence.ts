import { geoBounds } from 'd3-geo'
import { worldCountries } from '../../src/features/maps/world'
import type { SeedLanguage } from '../../seed/content/types'

/**
 * Facts about the world the coherence test holds the generated catalog to, written here and not
 * taken from the generator: countries without a coast, words that need a sea or a city, the days
 * each travel type lasts, and each country's extent from the world map.
 */

/** Countries with no sea: no islands, beaches or boats in their trips. */
export const LANDLOCKED = new Set(['AUT', 'CHE', 'CZE', 'HUN', 'NPL', 'LAO', 'UZB', 'MNG', 'KGZ', 'BOL', 'ETH', 'UGA', 'ZWE', 'BWA'])

/** Title words (word starts, accent-free, lowercase) that need a coast. */
export const SEA_WORDS: Record<SeedLanguage, string[]> = {
  it: ['isol', 'mare', 'spiagg', 'barca', 'vela'],
  es: ['isla', 'playa', 'mar', 'velero'],
  fr: ['ile', 'mer', 'plage', 'voilier'],
  de: ['insel', 'meer', 'strand', 'segel'],
  en: ['island', 'beach', 'sea', 'sailing'],
}

/** Title words that need towns and people: none of them in Antarctica. */
export const CITY_WORDS: Record<SeedLanguage, string[]> = {
  it: ['citta', 'mercat', 'notti', 'sapori', 'weekend', 'feste', 'cultura'],
  es: ['ciudad', 'mercado', 'noche', 'sabores', 'fiesta', 'cultura'],
  fr: ['ville', 'marche', 'nuit', 'saveur', 'fete', 'culture'],
  de: ['stadt', 'stadte', 'markt', 'markte', 'nacht', 'nachte', 'genuss', 'kultur', 'feste'],
  en: ['cit', 'market', 'night', 'flavour', 'festival', 'culture'],
}

/** Words (word starts) of a day's title or paragraph that need the sea: none on a trip to a landlocked country. */
export const STAGE_SEA_WORDS: Record<SeedLanguage, string[]> = {
  it: ['spiagg', 'barca', 'snorkel', 'pinne', 'zodiac'],
  es: ['playa', 'barco', 'esnorquel', 'aletas', 'zodiac'],
  fr: ['plage', 'bateau', 'snorkeling', 'voilier', 'zodiac'],
  de: ['strand', 'boot', 'schnorchel', 'segel', 'zodiac'],
  en: ['beach', 'boat', 'snorkel', 'sailing', 'zodiac'],
}

/** Words of a day's title or paragraph that need a town (lodgings, shops, old streets): none in Antarctica. */
export const STAGE_TOWN_WORDS: Record<SeedLanguage, string[]> = {
  it: ['alloggio', 'acquist', 'mercat', 'botteg', 'vicol', 'museo', 'musei', 'quartier'],
  es: ['alojamiento', 'compras', 'mercado', 'tiendas', 'callejuel', 'museo', 'barrio'],
  fr: ['hebergement', 'achats', 'boutique', 'ruelle', 'musee', 'quartier'],
  de: ['unterkunft', 'mitbringsel', 'markt', 'laden', 'gassen', 'museen', 'viertel', 'altstadt'],
  en: ['check', 'souvenir', 'market', 'shop', 'lanes', 'museum', 'neighbourhood', 'old'],
}

/** Continents (their codes) where weekends go: short-haul, so Europe only. */
export const WEEKEND_CONTINENTS = new Set(['europe'])

/** The days a trip of each type lasts, first and last included. */
export const TYPE_DAYS: Record<string, [number, number]> = {
  weekend: [2, 4],
  tour: [7, 16],
  trekking: [7, 16],
  sailing: [7, 14],
  expedition: [17, 30],
}

/** Stages may lie this far (degrees) outside a country's box: coasts and islets the map simplifies. */
const MARGIN = 0.3
/** Antarctic expeditions sail the Southern Ocean: their stages lie south of this latitude. */
export const ANTARCTIC_LATITUDE = -50

type Box = { west: number; south: number; east: number; north: number }
const SHAPE_NAMES: Record<string, string> = { TR: 'Turkey', CV: 'Cabo Verde', US: 'United States of America', PF: 'Fr. Polynesia' }
const englishNames = new Intl.DisplayNames('en', { type: 'region' })

/** A country's box on the world map (whole country, overseas parts included). */
export function countryBox(alpha2: string): Box {
  const name = SHAPE_NAMES[alpha2] ?? englishNames.of(alpha2)
  const shape = worldCountries().find((country) => country.properties.name === name)
  if (!shape) throw new Error(`no world shape for ${alpha2}`)
  const [[west, south], [east, north]] = geoBounds(shape)
  return { west: west - MARGIN, south: south - MARGIN, east: east + MARGIN, north: north + MARGIN }
}

/** Inside the box; a box that crosses the date line (west > east) wraps. */
export function inBox(box: Box, longitude: number, latitude: number): boolean {
  const withinLongitude =
    box.west <= box.east ? longitude >= box.west && longitude <= box.east : longitude >= box.west || longitude <= box.east
  return latitude >= box.south && latitude <= box.north && withinLongitude
}

/** Degrees between two boxes (0 when they touch or overlap). */
export function boxGap(a: Box, b: Box): number {
  const apart = (low1: number, high1: number, low2: number, high2: number) => Math.max(0, low2 - high1, low1 - high2)
  return Math.hypot(apart(a.west, a.east, b.west, b.east), apart(a.south, a.north, b.south, b.north))
}
