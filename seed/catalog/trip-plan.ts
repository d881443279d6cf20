import type { GeneratedDestination } from './types'
import { COUNTRY_PAIRS, GEOGRAPHY, routeOf, type Place } from './geography'
import { isCoastal } from './geography/coast'
import { placeCount, routeSlice } from './itinerary'
import type { Random } from './random'
import { THEMES, TYPE_DAYS, type ThemeCode } from './themes'

/** What a trip is before it gets words: where, about what, how long, through which places. */
export type TripPlan = { countries: GeneratedDestination[]; theme: ThemeCode; days: number; places: Place[] }

/** The first travels go round the countries this many times, each round with the country’s next theme, so every country (and every mega-menu place) has trips of each kind. */
export const COVERAGE_ROUNDS = 2
/** Share of the other travels that cross two neighbouring countries. */
const PAIR_SHARE = 0.2

const themesOf = (country: GeneratedDestination) => GEOGRAPHY[country.alpha3]!.themes
/** Weekends stay in one country. */
const pairThemes = (first: GeneratedDestination, second: GeneratedDestination) =>
  themesOf(first).filter((theme) => themesOf(second).includes(theme) && THEMES[theme].type !== 'weekend')

function neighbourWithThemes(random: Random, first: GeneratedDestination, byAlpha3: Map<string, GeneratedDestination>) {
  const neighbours = COUNTRY_PAIRS.flatMap(([a, b]) => (a === first.alpha3 ? [b] : b === first.alpha3 ? [a] : []))
    .map((alpha3) => byAlpha3.get(alpha3)!)
    .filter((second) => pairThemes(first, second).length > 0)
  return neighbours.length ? random.pick(neighbours) : null
}

/** The places of the trip: a run of neighbours in each country, about half the stops in each. */
function placesOf(random: Random, countries: GeneratedDestination[], theme: ThemeCode, days: number): Place[] {
  const byTheSea = ['beach', 'sailing'].includes(THEMES[theme].activity)
  const routes = countries.map((country) => routeOf(country.alpha3, theme).filter((place) => !byTheSea || isCoastal(place)))
  const total = placeCount(
    days,
    routes.reduce((sum, route) => sum + route.length, 0),
  )
  if (routes.length === 1) return routeSlice(random, routes[0]!, total)
  const firstShare = Math.min(routes[0]!.length, Math.max(1, Math.ceil(total / 2)))
  return [
    ...routeSlice(random, routes[0]!, firstShare),
    ...routeSlice(random, routes[1]!, Math.min(routes[1]!.length, Math.max(1, total - firstShare))),
  ]
}

/** The plan of the travel at `index`: covering rounds first, then countries and neighbours drawn at random. */
export function planTrip(
  random: Random,
  index: number,
  destinations: GeneratedDestination[],
  byAlpha3: Map<string, GeneratedDestination>,
): TripPlan {
  const covering = index < destinations.length * COVERAGE_ROUNDS
  const first = covering ? destinations[index % destinations.length]! : random.pick(destinations)
  const second = !covering && random.chance(PAIR_SHARE) ? neighbourWithThemes(random, first, byAlpha3) : null
  const themes = second ? pairThemes(first, second) : themesOf(first)
  const theme = covering ? themes[Math.floor(index / destinations.length) % themes.length]! : random.pick(themes)
  const [fewest, most] = TYPE_DAYS[THEMES[theme].type]
  const days = random.int(fewest, most)
  const countries = second ? [first, second] : [first]
  return { countries, theme, days, places: placesOf(random, countries, theme, days) }
}
