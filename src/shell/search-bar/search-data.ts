'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { addMonths, endOfMonth, format } from 'date-fns'
import { useEffect, useMemo, useState } from 'react'
import type { EditionCode } from '@/editions/editions'
import type { FoundDestination } from '@/features/catalog/destination-search'
import type { SearchOptions } from '@/features/catalog/search-options'
import { DEFAULT_SEARCH_STATUSES } from '@/features/catalog/statuses'
import { siteApi } from '@/lib/http/site-api-headers'
import { CALENDAR_MONTHS, CALENDAR_REBUILD_MS } from './constants'
import { whereFilter, type WhereSelection } from './where-selection'

/** How long the where box waits after the last key before asking. */
export const WHERE_DEBOUNCE_MS = 200
/** Destinations the list shows. */
const SHOWN = 8

async function getData<T>(path: string, signal: AbortSignal, init: RequestInit = {}): Promise<T> {
  const response = await siteApi(path, { ...init, signal })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return ((await response.json()) as { data: T }).data
}

/** The value, once it stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** The continents and periods the bar offers. */
export const useSearchOptions = (edition: EditionCode) =>
  useQuery({
    queryKey: ['search-options', edition],
    queryFn: ({ signal }) => getData<SearchOptions>(`/search/options?edition=${edition}`, signal),
  })

/**
 * The where list: the destinations matching the typed text (asked 200 ms after the last key, a
 * stale call cancelled), or the busiest ones while nothing is typed.
 */
export function useWhereResults(edition: EditionCode, text: string) {
  const typed = useSettled(text.trim(), WHERE_DEBOUNCE_MS)
  return useQuery({
    queryKey: ['where', edition, typed],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<{ typed: string; destinations: FoundDestination[] }> => {
      if (!typed) {
        const top = await getData<{ countries: FoundDestination[] }>(`/travels/top-sellers?edition=${edition}`, signal)
        return { typed, destinations: top.countries.slice(0, SHOWN) }
      }
      const found = await getData<{ destinations: FoundDestination[] }>(
        `/destinations/search?edition=${edition}&limit=${SHOWN}&q=${encodeURIComponent(typed)}`,
        signal,
      )
      return { typed, destinations: found.destinations }
    },
  })
}

/**
 * The days with departures (on sale) for the where selection over the calendar's months, asked
 * 600 ms after the selection last changed; `busy` from the change until they are here.
 */
export function useDepartureDays(edition: EditionCode, where: WhereSelection) {
  const wanted = JSON.stringify(whereFilter(where))
  const settled = useSettled(wanted, CALENDAR_REBUILD_MS)
  const query = useQuery({
    queryKey: ['departure-days', edition, settled],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const now = new Date()
      const body = {
        ...(JSON.parse(settled) as object),
        status: DEFAULT_SEARCH_STATUSES,
        dateFrom: format(now, 'yyyy-MM-dd'),
        dateTo: format(endOfMonth(addMonths(now, CALENDAR_MONTHS - 1)), 'yyyy-MM-dd'),
      }
      return getData<{ days: string[] }>(`/tours/days?edition=${edition}`, signal, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    },
  })
  const days = useMemo(() => (query.data ? new Set(query.data.days) : null), [query.data])
  return { days, busy: wanted !== settled || query.isFetching }
}
