import type { Paginated } from './catalog'
import { DEFAULT_PER_PAGE } from './constants'

/** What a failed listing or search call shows: no results, page 1 of 1. */
export const emptyPage = <T>(perPage = DEFAULT_PER_PAGE): Paginated<T> => ({ currentPage: 1, perPage, lastPage: 1, total: 0, data: [] })
