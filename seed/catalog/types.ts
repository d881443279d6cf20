import type { ContinentCode } from '../../src/features/catalog/continents'
import type { CurrencyCode, EditionCode } from '../../src/editions/editions'
import type { ReviewRating } from '../../src/features/catalog/reviews/ratings'
import type { AgeBadge, TravelFaqCategory } from '../../src/features/catalog/constants'
import type { Mood } from '../../src/features/catalog/moods'
import type { PeriodType } from '../../src/features/catalog/periods'
import type { TourStatus } from '../../src/features/catalog/statuses'
import type { Localized } from '../content/types'
import type { ItineraryDay } from './itinerary'
import type { ThemeCode } from './themes'

/** A row of one of the small lists (styles, types, cost centres, badges). */
export type GeneratedTerm = { id: number; code: string; name: Localized }

export type GeneratedDestination = { id: number; alpha3: string; continentId: number; name: Localized }

export type GeneratedTravelDetails = {
  /** One per day of the trip. */
  stages: ItineraryDay[]
  inclusions: Localized[]
  exclusions: Localized[]
  moneyPot: Array<{ label: Localized; amount: number }>
  faq: Array<{ category: TravelFaqCategory; question: Localized; answer: Localized }>
  additionalInfo: Localized
}

export type GeneratedTravel = {
  id: number
  title: Localized
  slug: Localized
  destinationIds: number[]
  numberOfDays: number
  /** What the trip is about (its title's second half, its style and type). */
  theme: ThemeCode
  travelStyleId: number
  travelTypeId: number
  costCenterId: number
  badgeIds: number[]
  moods: Array<{ mood: Mood; percentage: number }>
  /** The trip's one age range (every departure keeps it); `null` for every age. */
  ageBadge: AgeBadge | null
  /** The most travellers any of its departures takes. */
  maxGroupSize: number
  isNoSharingRoomAvailable: boolean
  relevance: number
  published: boolean
  /** False for the few travels with no departure at all. */
  departures: boolean
  coordinatorId: number
  /** Index into the generated pictures of the travel's continent. */
  picture: number
  details: GeneratedTravelDetails | null
  promo: { code: string; expiresOn: string } | null
}

export type TourPrices = Record<CurrencyCode, { basePrice: number; price: number; discount: number }>

export type GeneratedTour = {
  id: number
  code: string
  travelId: number
  /** `YYYY-MM-DD` */
  startingDate: string
  endingDate: string
  status: TourStatus
  freeSeats: number
  seatsToConfirm: number
  maxGroupSize: number
  ageBadge: AgeBadge | null
  position: number
  prices: TourPrices
}

export type GeneratedReview = {
  id: number
  travelId: number
  rating: ReviewRating
  firstName: string
  edition: EditionCode
  /** `YYYY-MM-DD` */
  date: string
  text: string
}

export type GeneratedPeriod = { type: PeriodType; name: Localized | null; year: number; startingDate: string; endingDate: string }

export type GeneratedCatalog = {
  /** The first day of the month the departures are counted from, `YYYY-MM-DD`. */
  anchor: string
  continents: Array<{ id: number; code: ContinentCode; name: Localized }>
  destinations: GeneratedDestination[]
  travelStyles: GeneratedTerm[]
  travelTypes: GeneratedTerm[]
  costCenters: GeneratedTerm[]
  badges: GeneratedTerm[]
  coordinators: Array<{ id: number; name: string; slug: string; city: string; bio: Localized }>
  periods: GeneratedPeriod[]
  travels: GeneratedTravel[]
  tours: GeneratedTour[]
  reviews: GeneratedReview[]
}

export type CatalogSize = { travels: number; tours: number; detailedTravels?: number; seed?: number; anchor?: Date }
