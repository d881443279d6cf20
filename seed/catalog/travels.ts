import type { AgeBadge } from '../../src/features/catalog/constants'
import { AVERAGE_GROUP_SIZE, GROUP_MINIMUM_TO_CONFIRM } from '../../src/features/catalog/travel-terms'
import type { Mood } from '../../src/features/catalog/moods'
import { slugify } from '../../src/lib/text/slug'
import { LANGUAGES, type Localized, type SeedLanguage } from '../content/types'
import { Random } from './random'
import type { GeneratedDestination, GeneratedTerm, GeneratedTravel, GeneratedTravelDetails } from './types'
import { itineraryDays } from './itinerary'
import type { Activity } from './itinerary-texts'
import { GROUP_MAXIMUM, THEMES } from './themes'
import { planTrip, type TripPlan } from './trip-plan'
import { ADDITIONAL_INFO, AND, EXCLUSIONS, FAQ, groupSizeFaq, INCLUSIONS, MONEY_POT, PROMO_CODES } from './vocabulary'

/** Pictures generated per continent; travels share them. */
export const PICTURES_PER_CONTINENT = 4
/** Seed of the sequences that give promotions, one per travel. */
const PROMO_SEED = 90_000
/** One travel in this many (after the first round through the countries) is off sale, as an editor left it. */
const OFF_SALE_EVERY = 30
/** The continent whose trips are short-haul (its id in the generated list). */
const EUROPE_ID = 1
/** One age range per trip, which all its departures keep: most for 25-35, some for 35+, a few for every age. */
const AGE_RANGE_WEIGHTS: ReadonlyArray<readonly [AgeBadge | null, number]> = [
  ['25-35', 60],
  ['35-49', 28],
  [null, 12],
]

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

function details(random: Random, plan: TripPlan, maxGroupSize: number): GeneratedTravelDetails {
  return {
    stages: itineraryDays(plan.places, plan.days, THEMES[plan.theme].activity),
    inclusions: INCLUSIONS,
    exclusions: EXCLUSIONS,
    moneyPot: MONEY_POT.map((label) => ({ label, amount: random.int(5, 40) * 1000 })),
    faq: [...FAQ, groupSizeFaq(GROUP_MINIMUM_TO_CONFIRM, maxGroupSize, AVERAGE_GROUP_SIZE)],
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

/** The moods a kind of trip has, the one it is most about first: a volcano trek is nature, not history. */
const MOODS_OF: Record<Activity, readonly [Mood, Mood, Mood]> = {
  culture: ['culture', 'history', 'relax'],
  nightlife: ['party', 'culture', 'relax'],
  trekking: ['nature', 'culture', 'relax'],
  nature: ['nature', 'relax', 'culture'],
  safari: ['nature', 'relax', 'culture'],
  beach: ['relax', 'nature', 'party'],
  sailing: ['relax', 'nature', 'party'],
  road: ['nature', 'culture', 'history'],
  expedition: ['nature', 'history', 'relax'],
}

/** Two or three of the trip's moods; the one it is most about has the largest share. */
function moods(random: Random, activity: Activity): GeneratedTravel['moods'] {
  const chosen = MOODS_OF[activity].slice(0, random.int(2, 3))
  let left = 100
  const shares = chosen.map((_, index) => {
    const percentage = index === chosen.length - 1 ? left : random.int(20, left - 20 * (chosen.length - index - 1))
    left -= percentage
    return percentage
  })
  shares.sort((a, b) => b - a)
  return chosen.map((mood, index) => ({ mood, percentage: shares[index]! }))
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
  const byAlpha3 = new Map(destinations.map((destination) => [destination.alpha3, destination]))
  const byCode = (list: GeneratedTerm[], code: string) => list.find((term) => term.code === code)!
  return Array.from({ length: count }, (_, index) => {
    const plan = planTrip(random, index, destinations, byAlpha3)
    const theme = THEMES[plan.theme]
    const [first, second] = plan.countries as [GeneratedDestination, GeneratedDestination?]
    // The first round through the countries is always on sale, so every country has trips to show.
    const onSale = index < destinations.length
    const title = {} as Localized
    const slug = {} as Localized
    for (const language of LANGUAGES) {
      const where = second
        ? `${names.get(first.id)![language]} ${AND[language]} ${names.get(second.id)![language]}`
        : names.get(first.id)![language]
      // French sets a non-breaking space before the colon.
      title[language] = `${where}${language === 'fr' ? '\u00a0: ' : ': '}${theme.words[language]}`
      slug[language] = slugs.claim(language, title[language])
      title[language] = capitalize(title[language])
    }
    const maxGroupSize = GROUP_MAXIMUM[theme.type]
    const costCenter = theme.type === 'expedition' ? 'expedition' : first.continentId === EUROPE_ID ? 'short-haul' : 'long-haul'
    return {
      id: index + 1,
      title,
      slug,
      destinationIds: plan.countries.map((country) => country.id),
      numberOfDays: plan.days,
      theme: plan.theme,
      travelStyleId: byCode(terms.travelStyles, theme.style).id,
      travelTypeId: byCode(terms.travelTypes, theme.type).id,
      costCenterId: byCode(terms.costCenters, costCenter).id,
      badgeIds: random.chance(0.35) ? [random.pick(terms.badges).id] : [],
      moods: moods(random, theme.activity),
      ageBadge: random.weighted(AGE_RANGE_WEIGHTS),
      maxGroupSize,
      isNoSharingRoomAvailable: random.chance(0.3),
      relevance: random.int(0, 100),
      published: onSale || index % OFF_SALE_EVERY !== OFF_SALE_EVERY - 1,
      departures: onSale || random.next() > 0.03,
      coordinatorId: random.int(1, coordinators),
      picture: random.int(0, PICTURES_PER_CONTINENT - 1),
      details: index < detailed ? details(random, plan, maxGroupSize) : null,
      promo: promo(index + 1, anchor),
    }
  })
}
