import type { RoutedEdition } from '@/editions/edition'
import { href } from '@/editions/href'
import { MAX_DATE_RANGES } from '@/features/catalog/constants'
import { dateRangeDays, dateRangeText, type DayRange } from '@/features/catalog/date-ranges'
import { DEFAULT_SEARCH_STATUSES } from '@/features/catalog/statuses'
import { NO_WHERE, freeText, type WhereSelection } from './where-selection'
import { ANY_TIME, type WhenSelection } from './when-selection'

/** What a search from the bar asks for, in the address's filter keys. */
export type BarSearch = { where: WhereSelection; when: WhenSelection }

/** The when selection in the address's keys: `dateRanges` only with several periods. */
export type WhenParams = { dateFrom: string | null; dateTo: string | null; dateRanges?: string[] }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * One period, or the days of the dates tab, as `dateFrom` / `dateTo`; several periods as
 * `dateRanges[]` (`YYYY-MM-DD..YYYY-MM-DD`, in date order, each once).
 */
export function whenParams({ periods, range }: WhenSelection): WhenParams {
  const ranges = [...new Set(periods.map(dateRangeText))].sort()
  if (ranges.length > 1) return { dateFrom: null, dateTo: null, dateRanges: ranges }
  const [period] = periods
  return period ? { dateFrom: period.start, dateTo: period.end } : { dateFrom: range.start, dateTo: range.end }
}

/**
 * The edition's search page for what the bar holds: `continentId[]`, `destinationId[]` or
 * `textSearch`, `dateFrom` / `dateTo` or `dateRanges[]`, and always `status[]` with the five
 * statuses still on sale.
 */
export function searchUrl(edition: RoutedEdition, { where, when }: BarSearch): string {
  const params = new URLSearchParams()
  if (where.continentId !== null) params.append('continentId[]', String(where.continentId))
  if (where.destination) params.append('destinationId[]', String(where.destination.id))
  const text = freeText(where)
  if (where.continentId === null && text) params.set('textSearch', text)
  const dates = whenParams(when)
  if (dates.dateFrom) params.set('dateFrom', dates.dateFrom)
  if (dates.dateTo) params.set('dateTo', dates.dateTo)
  for (const range of dates.dateRanges ?? []) params.append('dateRanges[]', range)
  for (const status of DEFAULT_SEARCH_STATUSES) params.append('status[]', status)
  return `${href('search', {}, edition)}?${params}`
}

/** The address's `dateRanges[]` (or `dateRanges`) written right: the chosen periods' days. */
function addressPeriods(query: URLSearchParams): DayRange[] {
  return [...query.getAll('dateRanges[]'), ...query.getAll('dateRanges')]
    .map(dateRangeDays)
    .filter((range): range is DayRange => range !== null && range.start <= range.end)
    .slice(0, MAX_DATE_RANGES)
}

/**
 * What a search page's address says the bar held, to show it again there. The destination's name
 * comes back as `name` (the address keeps only its id); one period comes back as the days of the
 * dates tab (a period cannot be told from its dates), several as the periods chosen, in place of
 * any `dateFrom` / `dateTo`.
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
  const periods = addressPeriods(query)
  const range = { start: day('dateFrom'), end: day('dateTo') }
  const when = periods.length > 0 ? { ...ANY_TIME, periods } : range.start || range.end ? { ...ANY_TIME, range } : ANY_TIME
  return { where, when }
}
