import { MAX_REVIEWS_PAGE } from '@/features/catalog/reviews/review-page-rules'

/** The address parameter of the reviews page's page number. */
export const PAGE_PARAM = 'page'

/** The page an address asks for: a whole number from 1; anything else is the first page. */
export function reviewsPageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM)
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1
  const page = Number(raw)
  return page >= 1 && page <= MAX_REVIEWS_PAGE ? page : 1
}

/** The address of a page: the first has no parameter, so it is the cached page's own address. */
export function reviewsPageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  else params.delete(PAGE_PARAM)
  const query = params.toString()
  return query ? `?${query}` : ''
}
