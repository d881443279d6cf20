import { isQuickDateFilter, type QuickDateFilter } from '@/features/events/quick-dates'

export type EventListFilter = { when: QuickDateFilter; city: string | null }

export const NO_FILTER: EventListFilter = { when: 'whenever', city: null }

/** The filter an address asks for (`?when=today&city=milano`); anything unknown is no filter. */
export function filterFromSearch(search: string): EventListFilter {
  const params = new URLSearchParams(search)
  const when = params.get('when')
  const city = params.get('city')
  return {
    when: isQuickDateFilter(when) ? when : 'whenever',
    city: city && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(city) && city.length <= 60 ? city : null,
  }
}

/** The address of a filter: no filter is the cached page's own address; other parameters stay. */
export function searchOfFilter(search: string, filter: EventListFilter): string {
  const params = new URLSearchParams(search)
  if (filter.when === 'whenever') params.delete('when')
  else params.set('when', filter.when)
  if (filter.city) params.set('city', filter.city)
  else params.delete('city')
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const isFiltered = (filter: EventListFilter) => filter.when !== 'whenever' || filter.city !== null
