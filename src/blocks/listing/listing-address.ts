import { FILTER_KEYS } from '@/features/catalog/filter-keys'
import { parseFilterQuery } from '@/features/catalog/query-params'

export type ListingQuery = Record<string, string | number | boolean | string[]>

/**
 * What a page address asks of a listing: its filter keys, the page,
 * and the tab when the block lets visitors switch. Empty when the address asks nothing: the
 * cached page already shows that.
 */
export function addressQuery(search: string, showTabs: boolean): ListingQuery {
  const query = parseFilterQuery(new URLSearchParams(search))
  if (!showTabs) delete query.tab
  return query
}

/** The address keys a listing reads, as a pattern over `location.search` (`durations[]` too). */
export function listingKeysPattern(showTabs: boolean): RegExp {
  const keys = FILTER_KEYS.filter((key) => showTabs || key !== 'tab')
  return new RegExp(`[?&](${keys.join('|')})(\\[\\]|%5B%5D)?=`)
}

/** The address's query with some keys changed (`null` removes one; a list writes `key[]` once per value). */
export function changedSearch(search: string, changes: Record<string, string | readonly string[] | null>): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key)
    params.delete(`${key}[]`)
    if (value === null) continue
    if (typeof value === 'string') params.set(key, value)
    else for (const single of value) params.append(`${key}[]`, single)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}
