import type { ContinentCode } from './continents'
import type { ApiTour } from './search/present'
import type { TravelPageData } from './travel-page'

/** What a catalog route gives its page's blocks: the travel, the tour, the continent. */
export type CatalogRouteData = {
  travel?: TravelPageData
  tour?: ApiTour
  continent?: { id: number; code: ContinentCode; name: string }
}
