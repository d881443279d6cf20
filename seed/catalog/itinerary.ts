import { LANGUAGES, type Localized, type SeedLanguage } from '../content/types'
import { ACTIVITY_DAYS } from './activity-texts'
import type { Place } from './geography'
import { dayActivity } from './geography/place-kinds'
import { placeName } from './geography/place-names'
import { joinPlace } from './place-grammar'
import { EXPEDITION_ARRIVAL, EXPEDITION_DEPARTURE, EXPEDITION_TRANSFER, SAILING_ARRIVAL } from './boat-texts'
import { ARRIVAL, DEPARTURE, FREE_DAY, SAILING_TRANSFER, TRANSFER, type Activity, type DayText } from './itinerary-texts'
import { MORE_ACTIVITY_DAYS } from './more-activity-texts'
import type { Random } from './random'

/** A day of the itinerary: `place` is the place as locals write it, `placeName` as each language does. */
export type ItineraryDay = {
  title: Localized
  description: Localized
  place: string
  placeName: Localized
  latitude: number
  longitude: number
}

/** A place takes about this many days of a trip, so longer trips see more of the country. */
const DAYS_PER_PLACE = 2.5
/** From this many days at one place on, one of them is left free. */
const DAYS_BEFORE_A_FREE_ONE = 3

/** A day's words with its places filled in, each as the language writes it after the word before it. */
function fill(text: DayText, places: Record<string, string>): { title: Localized; description: Localized } {
  const replace = (words: Localized) =>
    Object.fromEntries(
      Object.entries(words).map(([language, line]) => [
        language,
        line.replace(/(?:(\p{L}+) )?\{(\w+)\}/gu, (_, before: string | undefined, key: string) => {
          const name = placeName(places[key]!, language as SeedLanguage)
          return before ? joinPlace(language as SeedLanguage, before, name) : name
        }),
      ]),
    ) as Localized
  return { title: replace(text.title), description: replace(text.text) }
}

const namesOf = (local: string) => Object.fromEntries(LANGUAGES.map((language) => [language, placeName(local, language)])) as Localized

/** How many places a trip of `days` stops at, from one (a short weekend) up to what the routes offer. */
export function placeCount(days: number, available: number): number {
  return Math.max(1, Math.min(available, days <= 2 ? 1 : Math.round(days / DAYS_PER_PLACE)))
}

/** `count` neighbouring places of a route, from a random start. */
export function routeSlice(random: Random, route: readonly Place[], count: number): Place[] {
  const start = random.int(0, route.length - count)
  return route.slice(start, start + count)
}

/** How many days of the trip each place gets, the odd ones to the last places (the last also holds the goodbyes). */
function daysPerPlace(days: number, places: number): number[] {
  return Array.from({ length: places }, (_, index) => Math.floor(days / places) + (index >= places - (days % places) ? 1 : 0))
}

/** The first day, the last, and a day of moving on, as each kind of trip spends them. */
function frameDays(activity: Activity): { arrival: DayText; departure: DayText; transfer: DayText } {
  if (activity === 'expedition') return { arrival: EXPEDITION_ARRIVAL, departure: EXPEDITION_DEPARTURE, transfer: EXPEDITION_TRANSFER }
  if (activity === 'sailing') return { arrival: SAILING_ARRIVAL, departure: DEPARTURE, transfer: SAILING_TRANSFER }
  return { arrival: ARRIVAL, departure: DEPARTURE, transfer: TRANSFER }
}

/**
 * One day per day of the trip, each at a real place and each with its own title: arrival at
 * the first place, days out that match the trip's activity as the place allows (a different one
 * for each day at the same place; `dayActivity`), a transfer day on reaching each next place (a day at sea for expeditions), a free
 * day on long stays ashore, goodbyes at the last place.
 */
export function itineraryDays(places: Place[], days: number, activity: Activity): ItineraryDay[] {
  const byBoat = activity === 'sailing' || activity === 'expedition'
  const frame = frameDays(activity)
  const result: ItineraryDay[] = []
  const shares = daysPerPlace(days, places.length)
  places.forEach((place, placeIndex) => {
    const [name, latitude, longitude] = place
    // The days here before the goodbyes: a long stay keeps its last one free.
    const stay = shares[placeIndex]! - (placeIndex === places.length - 1 ? 1 : 0)
    const spent = dayActivity(activity, name)
    const daysOut = [ACTIVITY_DAYS[spent], ...MORE_ACTIVITY_DAYS[spent]]
    let out = 0
    for (let day = 0; day < shares[placeIndex]!; day++) {
      const dayNumber = result.length + 1
      const text =
        dayNumber === 1
          ? fill(frame.arrival, { place: name })
          : dayNumber === days
            ? fill(frame.departure, { place: name })
            : day === 0
              ? fill(frame.transfer, { from: places[placeIndex - 1]![0], to: name })
              : day === stay - 1 && stay >= DAYS_BEFORE_A_FREE_ONE && !byBoat
                ? fill(FREE_DAY, { place: name })
                : fill(daysOut[out++ % daysOut.length]!, { place: name })
      result.push({ ...text, place: name, placeName: namesOf(name), latitude, longitude })
    }
  })
  return result
}
