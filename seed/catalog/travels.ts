import { AGE_BADGES } from '../../src/features/catalog/constants'
import { MOODS } from '../../src/features/catalog/moods'
import { slugify } from '../../src/lib/text/slug'
import type { Localized, SeedLanguage } from '../content/types'
import { Random } from './random'
import type { GeneratedDestination, GeneratedTerm, GeneratedTravel, GeneratedTravelDetails } from './types'
import { stagePositions } from './stage-places'
import { ADDITIONAL_INFO, AND, EXCLUSIONS, FAQ, INCLUSIONS, MONEY_POT, PROMO_CODES, STAGE_TITLES, THEMES } from './vocabulary'

export const LANGUAGES: SeedLanguage[] = ['it', 'es', 'fr', 'de', 'en']
/** Pictures generated per continent; travels share them. */
export const PICTURES_PER_CONTINENT = 4
/** Seeds of the sequences that place stages and give promotions, one per travel. */
const PLACES_SEED = 50_000
const PROMO_SEED = 90_000

type Terms = { travelStyles: GeneratedTerm[]; travelTypes: GeneratedTerm[]; costCenters: GeneratedTerm[]; badges: GeneratedTerm[] }

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** Slugs stay unique per language: a repeated title gets -2, -3... */
class SlugBook {
  private taken = new Map<SeedLanguage, Set<string>>(LANGUAGES.map((language) => [language, new Set()]))
  claim(language: SeedLanguage, title: string): string {
    const base = slugify(title).replace(/\//g, '-')
    const taken = this.taken.get(language)!
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}

function details(random: Random, days: number, country: GeneratedDestination, travelId: number): GeneratedTravelDetails {
  const stageCount = Math.min(days, 5)
  // Their own sequence: the number of draws a position takes varies with the country's shape.
  const positions = stagePositions(new Random(PLACES_SEED + travelId), country.alpha3, stageCount)
  return {
    stages: positions.map((position, index) => ({
      title: STAGE_TITLES[index === stageCount - 1 ? STAGE_TITLES.length - 1 : Math.min(index, STAGE_TITLES.length - 2)]!,
      place: null,
      ...position,
    })),
    inclusions: INCLUSIONS,
    exclusions: EXCLUSIONS,
    moneyPot: MONEY_POT.map((label) => ({ label, amount: random.int(5, 40) * 1000 })),
    faq: FAQ,
    additionalInfo: ADDITIONAL_INFO,
  }
}

/** One travel in five has a promotion; a third of those has expired already. */
function promo(travelId: number, anchor: Date): GeneratedTravel['promo'] {
  const random = new Random(PROMO_SEED + travelId)
  if (!random.chance(0.2)) return null
  const lastDay = new Date(anchor.getTime() + random.int(-30, 90) * 86_400_000)
  return { code: random.pick(PROMO_CODES), expiresOn: lastDay.toISOString().slice(0, 10) }
}

function moods(random: Random): GeneratedTravel['moods'] {
  const chosen = random.sample(MOODS, random.int(2, 3))
  let left = 100
  return chosen.map((mood, index) => {
    const percentage = index === chosen.length - 1 ? left : random.int(20, left - 20 * (chosen.length - index - 1))
    left -= percentage
    return { mood, percentage }
  })
}

/** `count` travels over the given countries, with titles and slugs in every language. */
export function generateTravels(
  random: Random,
  count: number,
  detailed: number,
  destinations: GeneratedDestination[],
  names: Map<number, Localized>,
  terms: Terms,
  coordinators: number,
  anchor: Date,
): GeneratedTravel[] {
  const slugs = new SlugBook()
  const styles = terms.travelStyles
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(destinations)
    const neighbours = destinations.filter((destination) => destination.continentId === first.continentId && destination.id !== first.id)
    const second = neighbours.length && random.chance(0.25) ? random.pick(neighbours) : null
    const style = random.weighted(styles.map((term) => [term, term.code === 'party' ? 1 : 3] as const))
    const theme = random.pick(THEMES[style.code]!)
    const numberOfDays = random.weighted([
      [random.int(3, 6), 3],
      [random.int(7, 10), 5],
      [random.int(11, 16), 3],
      [random.int(17, 24), 1],
    ] as const)
    const title = {} as Localized
    const slug = {} as Localized
    for (const language of LANGUAGES) {
      const where = second
        ? `${names.get(first.id)![language]} ${AND[language]} ${names.get(second.id)![language]}`
        : names.get(first.id)![language]
      title[language] = `${where}${language === 'fr' ? ' : ' : ': '}${theme[language]}`
      slug[language] = slugs.claim(language, title[language])
      title[language] = capitalize(title[language])
    }
    return {
      id: index + 1,
      title,
      slug,
      destinationIds: second ? [first.id, second.id] : [first.id],
      numberOfDays,
      travelStyleId: style.id,
      travelTypeId: random.weighted(terms.travelTypes.map((term, position) => [term.id, position === 0 ? 6 : 1] as const)),
      costCenterId: terms.costCenters[first.continentId === 1 ? 1 : random.chance(0.1) ? 2 : 0]!.id,
      badgeIds: random.chance(0.35) ? [random.pick(terms.badges).id] : [],
      moods: moods(random),
      ageBadge: random.chance(0.3) ? random.pick(AGE_BADGES) : null,
      isNoSharingRoomAvailable: random.chance(0.3),
      relevance: random.int(0, 100),
      published: random.next() > 0.03,
      coordinatorId: random.int(1, coordinators),
      picture: random.int(0, PICTURES_PER_CONTINENT - 1),
      details: index < detailed ? details(random, numberOfDays, first, index + 1) : null,
      promo: promo(index + 1, anchor),
    }
  })
}
