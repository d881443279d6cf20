import type { ThemeCode } from '../themes'

/** A real place a trip stops at: its name as locals write it, latitude, longitude. */
export type Place = readonly [name: string, latitude: number, longitude: number]

/**
 * What a country offers a trip: the themes its land allows (no islands where there is no sea)
 * and its places in the order of a natural route, so a trip follows a run of neighbours.
 * `routes` gives a theme its own places when the country's general route does not fit it.
 */
export type CountryGeography = {
  themes: readonly ThemeCode[]
  places: readonly Place[]
  routes?: Partial<Record<ThemeCode, readonly Place[]>>
}
