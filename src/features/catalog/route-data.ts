import type { ContinentCode } from './continents'
import type { CoordinatorProfile } from './coordinator-profile'
import type { TravelReviews } from './reviews/travel-reviews'
import type { ApiTour } from './search/present'
import type { TravelOffer, TravelPageData } from './travel-page'

/** What a catalog route gives its page's blocks: the travel, the tour, the continent, the coordinator. */
export type CatalogRouteData = {
  travel?: TravelPageData
  /** The travel's best departure in each of the edition's currencies (its structured data). */
  offers?: TravelOffer[]
  /** Its rating and the reviews its page may show. */
  reviews?: TravelReviews
  tour?: ApiTour
  /** On a tour's address: the departure has left, the tour is no longer available. */
  tourGone?: true
  continent?: { id: number; code: ContinentCode; name: string }
  coordinator?: CoordinatorProfile
}
