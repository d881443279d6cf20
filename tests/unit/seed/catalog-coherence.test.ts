import { describe, expect, it } from 'vitest'
import { searchableText } from '@/features/catalog/search-text'
import { AVERAGE_GROUP_SIZE, GROUP_MINIMUM_TO_CONFIRM } from '@/features/catalog/travel-terms'
import { COUNTRIES } from '../../../seed/catalog/countries'
import { DEMO_CATALOG, generateCatalog } from '../../../seed/catalog/generate'
import { isCoastal } from '../../../seed/catalog/geography/coast'
import { THEMES } from '../../../seed/catalog/themes'
import { ACTIVITY_DAYS } from '../../../seed/catalog/activity-texts'
import { GAME_RESERVES, WILD_PLACES } from '../../../seed/catalog/geography/place-kinds'
import { GEOGRAPHY } from '../../../seed/catalog/geography'
import { SEA_ROUTES } from '../../../seed/catalog/geography/coast-routes'
import type { Activity } from '../../../seed/catalog/itinerary-texts'
import { MORE_ACTIVITY_DAYS } from '../../../seed/catalog/more-activity-texts'
import type { CatalogSize, GeneratedCatalog, GeneratedTravel } from '../../../seed/catalog/types'
import { EDITION_CODES, EDITIONS } from '@/editions/editions'
import { headerContent } from '../../../seed/content/header'
import type { SeedLanguage } from '../../../seed/content/types'
import {
  ANTARCTIC_LATITUDE,
  boxGap,
  CITY_WORDS,
  countryBox,
  inBox,
  LANDLOCKED,
  SEA_WORDS,
  STAGE_SEA_WORDS,
  STAGE_TOWN_WORDS,
  TYPE_DAYS,
  WEEKEND_CONTINENTS,
} from '../../support/catalog-coherence'
import { textMatches } from '../../support/catalog-oracle'

const LANGUAGES: SeedLanguage[] = ['it', 'es', 'fr', 'de', 'en']
const anchor = new Date('2027-03-01')
const alpha2Of = new Map(COUNTRIES.map(([alpha2, alpha3]) => [alpha3, alpha2]))
const boxes = new Map(COUNTRIES.map(([alpha2]) => [alpha2, countryBox(alpha2)]))

function lookups(catalog: GeneratedCatalog) {
  const destination = new Map(catalog.destinations.map((entry) => [entry.id, entry]))
  const typeCode = new Map(catalog.travelTypes.map((entry) => [entry.id, entry.code]))
  const toursOf = new Map<number, GeneratedCatalog['tours']>()
  for (const tour of catalog.tours) toursOf.set(tour.travelId, [...(toursOf.get(tour.travelId) ?? []), tour])
  const alpha3s = (travel: GeneratedTravel) => travel.destinationIds.map((id) => destination.get(id)!.alpha3)
  const continentCode = new Map(catalog.continents.map((entry) => [entry.id, entry.code]))
  const continents = (travel: GeneratedTravel) => travel.destinationIds.map((id) => continentCode.get(destination.get(id)!.continentId)!)
  return { typeCode, toursOf, alpha3s, continents }
}

const titleWords = (travel: GeneratedTravel, language: SeedLanguage) => searchableText(travel.title[language]).split(' ')
const saysAny = (words: string[], starts: string[]) => words.some((word) => starts.some((start) => word.startsWith(start)))
const stageWords = (stage: GeneratedStage, language: SeedLanguage) =>
  searchableText(`${stage.title[language]} ${stage.description[language]}`).split(' ')

type GeneratedStage = NonNullable<GeneratedTravel['details']>['stages'][number]

/** Letters a reader of the five languages would not type: macrons and Vietnamese tone marks. */
const UNTYPED_LETTERS = /[āēīōūĀĒĪŌŪ\u1E00-\u1EFF]/u
/**
 * A preposition left unjoined from a name's article or first vowel ('a Il Cairo', 'à Le Caire',
 * 'de Athènes'), in a text whose place names are marked with '§' before their first word.
 */
const UNJOINED: Record<SeedLanguage, RegExp> = {
  it: /\b(a|da|di|in|su) (Il |L’)§|\b[Aa] §A/u,
  fr: /(?:^|\s)(à|de|De) (Le|Les) §|(?:^|\s)(de|De) §[AEIOUÉÈ]/u,
  es: /$^/,
  de: /$^/,
  en: /$^/,
}
const ARTICLE_OF_NAME = /^(Il |L’|Le |Les )/u

/** Whether a day's English title is one of an activity's days out. */
const activityTitles = (activity: Activity) =>
  [ACTIVITY_DAYS[activity], ...MORE_ACTIVITY_DAYS[activity]].map(
    (day) => new RegExp(`^${day.title.en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{place}', '.+')}$`),
  )
const TITLES = Object.fromEntries((['safari', 'culture', 'nightlife'] as const).map((activity) => [activity, activityTitles(activity)]))
const titled = (stage: GeneratedStage, activity: keyof typeof TITLES) => TITLES[activity]!.some((title) => title.test(stage.title.en))

/** Every mega-menu link that opens the search, with its text, in every edition of the header. */
function megaMenuSearches(): Array<{ edition: string; language: SeedLanguage; label: string; text: string }> {
  return EDITION_CODES.flatMap((edition) => {
    const language = EDITIONS[edition].language
    const menu = headerContent(edition, language).menu ?? []
    return menu
      .filter((item) => item.type === 'mega-menu')
      .flatMap((item) => item.children ?? [])
      .flatMap((child) => child.links ?? [])
      .flatMap((link) => {
        const url = link.link?.kind === 'url' ? link.link.url : null
        const text = url ? new URL(url, 'http://site').searchParams.get('textSearch') : null
        return text ? [{ edition, language, label: link.label, text }] : []
      })
  })
}

/** The rules of the days themselves, over the travels that have them. */
function checkItineraries(detailed: GeneratedTravel[], alpha3s: (travel: GeneratedTravel) => string[]) {
  it('gives every day of a trip its own title, in every language', () => {
    for (const travel of detailed)
      for (const language of LANGUAGES) {
        const titles = travel.details!.stages.map((stage) => stage.title[language])
        const repeated = titles.filter((title, index) => titles.indexOf(title) !== index)
        expect(repeated, `${travel.title[language]}: ${titles.join(' / ')}`).toEqual([])
      }
  })

  it('moves on along its route: the days at one place come together, and never back', () => {
    for (const travel of detailed) {
      const places = travel.details!.stages.map((stage) => stage.place)
      const visits = places.filter((place, index) => index === 0 || places[index - 1] !== place)
      expect(new Set(visits).size, `${travel.title.en}: ${places.join(' / ')}`).toBe(visits.length)
    }
  })

  it('writes its places as each language does, joined to the words before them', () => {
    for (const travel of detailed)
      for (const stage of travel.details!.stages)
        for (const language of LANGUAGES) {
          const text = `${stage.title[language]} ${stage.description[language]}`
          const bareName = stage.placeName[language].replace(ARTICLE_OF_NAME, '')
          expect(stage.placeName[language], stage.place).not.toMatch(UNTYPED_LETTERS)
          expect(text, stage.place).toContain(bareName)
          expect(text.replaceAll(bareName, `§${bareName}`), stage.place).not.toMatch(UNJOINED[language])
        }
  })

  it('spends each day as its place allows: game drives in reserves only, no old-town walk or night out in the wild', () => {
    for (const travel of detailed)
      for (const stage of travel.details!.stages) {
        if (titled(stage, 'safari')) expect(GAME_RESERVES.has(stage.place), `${stage.title.en} (${travel.title.en})`).toBe(true)
        if (titled(stage, 'culture') || titled(stage, 'nightlife'))
          expect(WILD_PLACES.has(stage.place), `${stage.title.en} (${travel.title.en})`).toBe(false)
      }
  })

  it('takes a safari to the reserves: at least half its days are in them', () => {
    for (const travel of detailed.filter((entry) => THEMES[entry.theme].activity === 'safari')) {
      const stages = travel.details!.stages
      const inReserves = stages.filter((stage) => GAME_RESERVES.has(stage.place)).length
      expect(inReserves * 2, `${travel.title.en}: ${stages.map((stage) => stage.place).join(' / ')}`).toBeGreaterThanOrEqual(stages.length)
    }
  })

  it('keeps its days to what the land has: no sea words inland, no towns or shops in Antarctica', () => {
    for (const travel of detailed) {
      const countries = alpha3s(travel)
      const inland = countries.some((alpha3) => LANDLOCKED.has(alpha3))
      const antarctic = countries.includes('ATA')
      for (const stage of travel.details!.stages)
        for (const language of LANGUAGES) {
          const words = stageWords(stage, language)
          if (inland) expect(saysAny(words, STAGE_SEA_WORDS[language]), `${stage.title[language]} (${travel.title.en})`).toBe(false)
          if (antarctic) expect(saysAny(words, STAGE_TOWN_WORDS[language]), `${stage.title[language]} (${travel.title.en})`).toBe(false)
        }
    }
  })
}

/** Every rule a traveller would check, over one generated catalog. */
function checkCoherence(size: CatalogSize) {
  const catalog = generateCatalog({ ...size, anchor })
  const { typeCode, toursOf, alpha3s, continents } = lookups(catalog)
  const detailed = catalog.travels.filter((travel) => travel.details)

  it('gives each place themes its land has: no sea where there is none, no cities in Antarctica, neighbours only', () => {
    for (const travel of catalog.travels) {
      const countries = alpha3s(travel)
      for (const language of LANGUAGES) {
        const words = titleWords(travel, language)
        if (countries.some((alpha3) => LANDLOCKED.has(alpha3)))
          expect(saysAny(words, SEA_WORDS[language]), travel.title[language]).toBe(false)
        if (countries.includes('ATA')) expect(saysAny(words, CITY_WORDS[language]), travel.title[language]).toBe(false)
      }
      if (countries.length === 2) {
        const [a, b] = countries.map((alpha3) => boxes.get(alpha2Of.get(alpha3)!)!)
        expect(boxGap(a!, b!), travel.title.en).toBeLessThan(1)
      }
    }
  })

  it('is mostly about what its title says: its largest mood fits its theme', () => {
    const fitting: Record<string, string[]> = {
      culture: ['culture', 'history'],
      nightlife: ['party'],
      beach: ['relax', 'nature'],
      sailing: ['relax', 'nature'],
    }
    for (const travel of catalog.travels) {
      const activity = THEMES[travel.theme].activity
      const largest = [...travel.moods].sort((a, b) => b.percentage - a.percentage)[0]!
      expect(fitting[activity] ?? ['nature'], `${travel.title.en}: ${largest.mood}`).toContain(largest.mood)
      expect(travel.moods.reduce((sum, mood) => sum + mood.percentage, 0)).toBe(100)
    }
  })

  it('runs its weekends over a weekend: every departure ends on a Sunday', () => {
    for (const travel of catalog.travels.filter((entry) => typeCode.get(entry.travelTypeId) === 'weekend'))
      for (const tour of toursOf.get(travel.id) ?? [])
        expect(new Date(tour.endingDate).getUTCDay(), `${travel.title.en} ${tour.startingDate}`).toBe(0)
  })

  it('has settled its departures of the coming week: none still waiting for travellers', () => {
    const weekAhead = new Date(anchor.getTime() + 7 * 86_400_000).toISOString().slice(0, 10)
    for (const tour of catalog.tours.filter((entry) => entry.startingDate < weekAhead))
      expect(['CONFIRMED', 'ALMOST_FULL', 'SOLD_OUT'], `${tour.code}`).toContain(tour.status)
  })

  it('lasts as long as its type says: weekends 2-4 days (in Europe), tours 7-16, expeditions longer', () => {
    for (const travel of catalog.travels) {
      const [fewest, most] = TYPE_DAYS[typeCode.get(travel.travelTypeId)!]!
      expect(travel.numberOfDays, `${travel.title.en} (${typeCode.get(travel.travelTypeId)})`).toBeGreaterThanOrEqual(fewest)
      expect(travel.numberOfDays, `${travel.title.en} (${typeCode.get(travel.travelTypeId)})`).toBeLessThanOrEqual(most)
      if (typeCode.get(travel.travelTypeId) === 'weekend')
        for (const continent of continents(travel)) expect(WEEKEND_CONTINENTS.has(continent), travel.title.en).toBe(true)
    }
  })

  it('has one itinerary day per day of the trip, each with a place, a title and a paragraph in every language', () => {
    expect(detailed.length).toBeGreaterThan(0)
    for (const travel of detailed) {
      const stages = travel.details!.stages
      expect(stages.length, travel.title.en).toBe(travel.numberOfDays)
      for (const stage of stages) {
        expect(stage.place, travel.title.en).toBeTruthy()
        for (const language of LANGUAGES) {
          expect(stage.title[language], travel.title.en).toMatch(/^[^{}]{3,}$/)
          expect(stage.description?.[language] ?? '', travel.title.en).toMatch(/^[^{}]{80,}$/)
        }
      }
    }
  })

  checkItineraries(detailed, alpha3s)

  it('spends beach and sailing trips by the sea', () => {
    for (const travel of catalog.travels.filter((entry) => entry.details && ['beaches', 'islands'].includes(entry.theme)))
      for (const stage of travel.details!.stages)
        expect(isCoastal([stage.place, stage.latitude, stage.longitude]), `${stage.place} in ${travel.title.en}`).toBe(true)
  })

  it('puts every stage inside one of the trip’s countries (Antarctic ones in the Southern Ocean)', () => {
    for (const travel of catalog.travels.filter((entry) => entry.details)) {
      const countries = alpha3s(travel)
      for (const stage of travel.details!.stages) {
        const inside = countries.some((alpha3) =>
          alpha3 === 'ATA'
            ? stage.latitude <= ANTARCTIC_LATITUDE
            : inBox(boxes.get(alpha2Of.get(alpha3)!)!, stage.longitude, stage.latitude),
        )
        expect(inside, `${stage.place} in ${travel.title.en}`).toBe(true)
      }
    }
  })

  it('states one group size: the same maximum on every departure and in the FAQ, the minimum to confirm, the average', () => {
    expect(AVERAGE_GROUP_SIZE).toBeGreaterThan(GROUP_MINIMUM_TO_CONFIRM)
    for (const travel of catalog.travels) {
      const tours = toursOf.get(travel.id) ?? []
      const maxima = new Set([travel.maxGroupSize, ...tours.map((tour) => tour.maxGroupSize)])
      expect(maxima.size, travel.title.en).toBe(1)
      for (const tour of tours) {
        expect(tour.maxGroupSize).toBeGreaterThan(AVERAGE_GROUP_SIZE)
        if (tour.status === 'SOLD_OUT' || tour.status === 'WAITING_LIST') continue
        const booked = tour.maxGroupSize - tour.freeSeats
        expect(tour.seatsToConfirm, tour.code).toBe(Math.max(0, GROUP_MINIMUM_TO_CONFIRM - booked))
      }
      if (!travel.details) continue
      const groupAnswers = travel.details.faq.filter((entry) => /\d/.test(entry.answer.it))
      expect(groupAnswers.length, travel.title.en).toBe(1)
      for (const language of LANGUAGES) {
        // "From min to max, confirmed at min, about average": the same three figures in every language.
        const numbers = (groupAnswers[0]!.answer[language].match(/\d+/g) ?? []).map(Number)
        expect(new Set(numbers), groupAnswers[0]!.answer[language]).toEqual(
          new Set([GROUP_MINIMUM_TO_CONFIRM, travel.maxGroupSize, AVERAGE_GROUP_SIZE]),
        )
      }
    }
  })

  it('has one age range per trip, which every departure keeps', () => {
    for (const travel of catalog.travels)
      for (const tour of toursOf.get(travel.id) ?? []) expect(tour.ageBadge, travel.title.en).toBe(travel.ageBadge)
  })

  it('prices a day by the country’s cost, whatever the length', () => {
    const cost = new Map(COUNTRIES.map(([, alpha3, , factor]) => [alpha3, factor]))
    for (const travel of catalog.travels) {
      const factor = Math.max(...alpha3s(travel).map((alpha3) => cost.get(alpha3)!))
      for (const tour of toursOf.get(travel.id) ?? []) {
        const perDay = tour.prices.EUR.basePrice / 100 / travel.numberOfDays / factor
        expect(perDay, tour.code).toBeGreaterThan(60)
        expect(perDay, tour.code).toBeLessThan(160)
      }
    }
  })

  it('has trips on sale for every search the mega menu links to, in every edition', () => {
    // The link's own textSearch finds trips by country name or title words, as the search does.
    const onSale = catalog.travels.filter((travel) => travel.published && (toursOf.get(travel.id)?.length ?? 0) > 0)
    const searches = megaMenuSearches()
    expect(searches.length).toBeGreaterThanOrEqual(EDITION_CODES.length * 30)
    for (const { edition, language, label, text } of searches) {
      const found = onSale.filter((travel) => textMatches(catalog, travel, text, language))
      expect(found.length, `${label} (/${edition}, textSearch=${text})`).toBeGreaterThanOrEqual(1)
    }
  })
}

describe('the kinds of place', () => {
  it('name places of the catalog’s geography only', () => {
    const routes = [
      ...Object.values(GEOGRAPHY).flatMap((country) => [country.places, ...Object.values(country.routes ?? {})]),
      ...Object.values(SEA_ROUTES).flatMap((coast) => Object.values(coast)),
    ]
    const places = new Set(routes.flatMap((route) => route.map(([name]) => name)))
    expect([...WILD_PLACES].filter((name) => !places.has(name))).toEqual([])
  })
})

describe('the demo catalog', () => checkCoherence(DEMO_CATALOG))

describe('the benchmark catalog', { timeout: 60_000 }, () => checkCoherence({ travels: 10_000, tours: 200_000 }))

describe('every itinerary of a 10,000-trip catalog', { timeout: 60_000 }, () => {
  // The benchmark catalog details only its first travels; here every travel has its days.
  const catalog = generateCatalog({ travels: 10_000, tours: 10_000, detailedTravels: 10_000, anchor })
  const { alpha3s } = lookups(catalog)
  checkItineraries(catalog.travels, alpha3s)
})
