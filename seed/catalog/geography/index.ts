import { AFRICA } from './africa'
import { AMERICA } from './america'
import { ASIA } from './asia'
import { EUROPE } from './europe'
import { ANTARCTICA, OCEANIA } from './oceania-antarctica'
import { SEA_ROUTES } from './coast-routes'
import type { CountryGeography, Place } from './types'
import type { ThemeCode } from '../themes'

export type { CountryGeography, Place } from './types'

/** Every country of the catalog, by ISO alpha-3: its themes and its places. */
export const GEOGRAPHY: Record<string, CountryGeography> = { ...EUROPE, ...ASIA, ...AFRICA, ...AMERICA, ...OCEANIA, ...ANTARCTICA }

/** The places a trip of this theme follows in the country (a coast of its own for the sea themes where one is drawn). */
export function routeOf(alpha3: string, theme: ThemeCode): readonly Place[] {
  const geography = GEOGRAPHY[alpha3]!
  return SEA_ROUTES[alpha3]?.[theme] ?? geography.routes?.[theme] ?? geography.places
}

/** Neighbours that one trip crosses together, by land or a short hop. */
export const COUNTRY_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['ESP', 'PRT'],
  ['HRV', 'MNE'],
  ['MNE', 'ALB'],
  ['NOR', 'SWE'],
  ['SWE', 'FIN'],
  ['AUT', 'CHE'],
  ['CZE', 'AUT'],
  ['HUN', 'AUT'],
  ['POL', 'CZE'],
  ['THA', 'KHM'],
  ['VNM', 'KHM'],
  ['KHM', 'LAO'],
  ['THA', 'LAO'],
  ['UZB', 'KGZ'],
  ['IND', 'NPL'],
  ['JOR', 'EGY'],
  ['KEN', 'TZA'],
  ['UGA', 'KEN'],
  ['NAM', 'BWA'],
  ['BWA', 'ZWE'],
  ['ZAF', 'NAM'],
  ['PER', 'BOL'],
  ['ARG', 'CHL'],
  ['GTM', 'BLZ'],
  ['MEX', 'GTM'],
  ['CRI', 'PAN'],
]
