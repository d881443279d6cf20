import type { CurrencyCode, EditionCode } from '@/editions/editions'
import type { Paginated } from './catalog'
import type { ApiTour, ApiTravel } from './search/present'
import { postSiteApi, SiteApiError } from '@/lib/query/site-api-call'

export type CatalogTab = 'travels' | 'tours'
export type CatalogPage<T extends CatalogTab> = Paginated<T extends 'travels' ? ApiTravel : ApiTour>
type Audience = { edition: EditionCode; currency: CurrencyCode }
type Filters = Record<string, unknown>

function withoutKeys(filters: Filters, issues: ReadonlyArray<{ path: string }>): Filters {
  const bad = new Set(issues.map((issue) => issue.path.split('.')[0]))
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !bad.has(key)))
}

/**
 * One page of travels or departures from the catalog API. Values the API refuses (a stray
 * address value) are left out and the call made once more, as a listing never shows an error
 * for its address.
 */
async function fetchCatalogPage<T extends CatalogTab>(tab: T, audience: Audience, filters: Filters): Promise<CatalogPage<T>> {
  const path = `/${tab}/paginated?edition=${audience.edition}&currency=${audience.currency}`
  try {
    return await postSiteApi<CatalogPage<T>>(path, filters)
  } catch (error) {
    if (!(error instanceof SiteApiError) || error.key !== 'VALIDATION_ERROR' || error.issues.length === 0) throw error
    return postSiteApi<CatalogPage<T>>(path, withoutKeys(filters, error.issues))
  }
}

/** The query of a listing's results: keyed by everything the answer depends on. */
export function catalogPageQuery<T extends CatalogTab>(tab: T, audience: Audience, filters: Filters) {
  return {
    queryKey: ['catalog-page', tab, audience.edition, audience.currency, filters] as const,
    queryFn: () => fetchCatalogPage(tab, audience, filters),
  }
}
