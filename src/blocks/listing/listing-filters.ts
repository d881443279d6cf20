import type { CatalogRouteData } from '@/features/catalog/route-data'
import { filterSchema, type CatalogFilters } from '@/features/catalog/filter-schema'
import type { ListingBlock } from '@/payload-types'
import { relationIds as ids } from '@/lib/cms/relation-ids'

const codes = (values: ReadonlyArray<number | { code: string }> | null | undefined) =>
  (values ?? []).flatMap((value) => (typeof value === 'number' ? [] : [value.code]))

/** What the editor set on the block and what the route is about (its travel, its continent), as filter-set keys. */
export function presetFilters(block: ListingBlock, routeData: CatalogRouteData): Record<string, unknown> {
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
    onOffer: preset.onOffer || undefined,
    perPage: preset.perPage ?? undefined,
    tab: block.tab,
  }
  if (routeData.travel) filters.travelId = [routeData.travel.id]
  if (routeData.continent) filters.continentId = [routeData.continent.id]
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)),
  )
}

/**
 * The listing's filter set as the cached page shows it: the editor's presets and the route's
 * subject (the address's own filters are applied in the browser). Invalid presets are left out.
 */
export function listingFilters(block: ListingBlock, routeData: CatalogRouteData): CatalogFilters {
  const presets = presetFilters(block, routeData)
  let parsed = filterSchema.safeParse(presets)
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
    parsed = filterSchema.safeParse(Object.fromEntries(Object.entries(presets).filter(([key]) => !bad.has(key))))
  }
  return parsed.success ? parsed.data : filterSchema.parse({})
}
