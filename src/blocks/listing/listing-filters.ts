import type { CatalogRouteData } from '@/features/catalog/route-data'
import { filterSchema, type CatalogFilters } from '@/features/catalog/filter-schema'
import { parseFilterQuery } from '@/features/catalog/query-params'
import type { ListingBlock } from '@/payload-types'
import { relationIds as ids } from '@/lib/cms/relation-ids'

type SearchParams = Record<string, string | string[] | undefined>

const codes = (values: ReadonlyArray<number | { code: string }> | null | undefined) => (values ?? []).flatMap((value) => (typeof value === 'number' ? [] : [value.code]))

/** What the editor set on the block, as filter-set keys. */
function presetFilters(block: ListingBlock, routeData: CatalogRouteData): Record<string, unknown> {
  const preset = block.preset ?? {}
  const filters: Record<string, unknown> = {
    continentId: ids(preset.continents),
    destinationId: ids(preset.destinations),
    travelStyles: codes(preset.travelStyles),
    badgeId: ids(preset.badges),
    status: preset.statuses ?? [],
    durations: preset.durations ?? [],
    sort: preset.sort ?? undefined,
    discounted: preset.discounted || undefined,
    perPage: preset.perPage ?? undefined,
    tab: block.tab,
  }
  if (routeData.travel) filters.travelId = [routeData.travel.id]
  if (routeData.continent) filters.continentId = [routeData.continent.id]
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)))
}

/**
 * The listing's filter set: the editor's presets and the route's subject, then whatever the page
 * address adds (spec 000 §5 parsing). Invalid address values are left out, never an error page.
 */
export function listingFilters(block: ListingBlock, routeData: CatalogRouteData, searchParams: SearchParams): { filters: CatalogFilters; fromAddress: string[] } {
  const fromQuery = parseFilterQuery(searchParams)
  if (!block.showTabs) delete fromQuery.tab
  const merged = { ...presetFilters(block, routeData), ...fromQuery }
  let parsed = filterSchema.safeParse(merged)
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
    parsed = filterSchema.safeParse(Object.fromEntries(Object.entries(merged).filter(([key]) => !bad.has(key))))
  }
  return { filters: parsed.success ? parsed.data : filterSchema.parse({}), fromAddress: Object.keys(fromQuery) }
}
