import type { CatalogFilterInput } from '@/features/catalog/filter-schema'
import type { Understood } from './parse-request'

/** Departures people call "already confirmed": confirmed, and confirmed with few seats left. */
const CONFIRMED = ['CONFIRMED', 'ALMOST_FULL'] as const

/** The catalogue search's filter set of what a request said; several places or styles add up, later dates or budgets win. */
export function requestFilters(understood: readonly Understood[]): CatalogFilterInput {
  const filters: CatalogFilterInput = {}
  const add = <K extends 'destinationId' | 'continentId' | 'travelTypes' | 'travelStyles'>(
    key: K,
    values: NonNullable<CatalogFilterInput[K]>,
  ) => {
    filters[key] = [...new Set([...((filters[key] as unknown[]) ?? []), ...(values as unknown[])])] as CatalogFilterInput[K]
  }
  for (const each of understood) {
    if (each.kind === 'destinations') add('destinationId', each.ids)
    if (each.kind === 'continent') add('continentId', [each.id])
    if (each.kind === 'travel-type') add('travelTypes', [each.code])
    if (each.kind === 'travel-style') add('travelStyles', [each.code])
    if (each.kind === 'dates') Object.assign(filters, { dateFrom: each.span.from, dateTo: each.span.to })
    if (each.kind === 'duration') Object.assign(filters, { durationFrom: each.from, durationTo: each.to })
    if (each.kind === 'age') filters.ageBadge = each.badge
    if (each.kind === 'confirmed') filters.status = [...CONFIRMED]
    if (each.kind === 'budget') {
      if (each.min !== null) filters.priceFrom = each.min * 100
      if (each.max !== null) filters.priceTo = each.max * 100
    }
  }
  return filters
}
