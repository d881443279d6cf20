import type { RoutedEdition } from '@/editions/edition'
import { href } from '@/editions/href'
import { DEFAULT_SEARCH_STATUSES } from '@/features/catalog/statuses'
import { NO_WHERE, freeText, type WhereSelection } from './where-selection'
import { ANY_TIME, WHENEVER, type WhenSelection } from './when-selection'

/** What a search from the bar asks for, in the address's filter keys. */
export type BarSearch = { where: WhereSelection; when: WhenSelection }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The edition's search page for what the bar holds: `continentId[]`, `destinationId[]` or
 * `textSearch`, `dateFrom` / `dateTo`, and always `status[]` with the five statuses still on sale.
 */
export function searchUrl(edition: RoutedEdition, { where, when }: BarSearch): string {
  const params = new URLSearchParams()
  if (where.continentId !== null) params.append('continentId[]', String(where.continentId))
  if (where.destination) params.append('destinationId[]', String(where.destination.id))
  const text = freeText(where)
  if (where.continentId === null && text) params.set('textSearch', text)
  if (when.range.start) params.set('dateFrom', when.range.start)
  if (when.range.end) params.set('dateTo', when.range.end)
  for (const status of DEFAULT_SEARCH_STATUSES) params.append('status[]', status)
  return `${href('search', {}, edition)}?${params}`
}

/**
 * What a search page's address says the bar held, to show it again there. The destination's name
 * comes back as `name` (the address keeps only its id); a period cannot be told from its dates.
 */
export function parseSearchUrl(query: URLSearchParams, destinationName: (id: number) => string | null): BarSearch {
  const id = (key: string) => {
    const value = Number(query.get(`${key}[]`) ?? query.get(key))
    return Number.isInteger(value) && value > 0 ? value : null
  }
  const day = (key: string) => {
    const value = query.get(key)
    return value && DAY.test(value) ? value : null
  }
  const continentId = id('continentId')
  const destinationId = id('destinationId')
  const name = destinationId === null ? null : destinationName(destinationId)
  const where: WhereSelection =
    continentId !== null
      ? { ...NO_WHERE, continentId }
      : destinationId !== null && name !== null
        ? { ...NO_WHERE, destination: { id: destinationId, name }, text: name }
        : { ...NO_WHERE, text: query.get('textSearch')?.trim() ?? '' }
  const range = { start: day('dateFrom'), end: day('dateTo') }
  return { where, when: range.start || range.end ? { periodId: WHENEVER, range } : ANY_TIME }
}
