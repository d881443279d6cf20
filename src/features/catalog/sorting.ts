/** The sort options of listings and the catalog API. */
export const SORT_OPTIONS = [
  'relevance:desc',
  'date:asc',
  'price:asc',
  'price:desc',
  'discount:desc',
  'duration:asc',
  'duration:desc',
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

const MONTH_GROUPED: ReadonlyArray<SortOption | undefined> = ['date:asc', 'relevance:desc', undefined]

/** Results are grouped by month only when sorted by date ascending, by relevance or not at all. */
export const groupsByMonth = (sort: SortOption | undefined | null): boolean => MONTH_GROUPED.includes(sort ?? undefined)
