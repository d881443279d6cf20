import { dateRangeDays } from '@/features/catalog/date-ranges'
import type { WhenParams } from './search-url'

/** Searches kept in the browser at most. */
export const MAX_HISTORY = 100
/** Recent searches the bar lists. */
export const HISTORY_IN_BAR = 5

/** One past search: when, by whom (signed in or not), what it was, and its address. */
export type HistoryEntry = {
  date: string
  userStatus: 'logged' | 'anonymous'
  values: {
    destinationName: string | null
    params: WhenParams
    url: string
    gtm?: { params: { sectionFrom: string } }
  }
}

/** Only a search with a place name or a date is worth remembering. */
export const isRecordable = ({ values: { destinationName, params } }: HistoryEntry): boolean =>
  Boolean(destinationName || params.dateFrom || params.dateTo || params.dateRanges?.length)

const sameSearch = (a: HistoryEntry, b: HistoryEntry) =>
  (a.values.destinationName ?? '').toLowerCase() === (b.values.destinationName ?? '').toLowerCase() &&
  a.values.params.dateFrom === b.values.params.dateFrom &&
  a.values.params.dateTo === b.values.params.dateTo &&
  String(a.values.params.dateRanges ?? []) === String(b.values.params.dateRanges ?? [])

/**
 * The history after a search: the newest first, one entry per destination and dates (the
 * latest), at most 100; a search with neither place nor date leaves it as it was.
 */
export function recordSearch(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  if (!isRecordable(entry)) return [...history]
  return [entry, ...history.filter((past) => !sameSearch(past, entry))].slice(0, MAX_HISTORY)
}

/** Stored history, read back: anything that is not a list of entries is no history. */
export function parseHistory(stored: string | null): HistoryEntry[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed)
      ? parsed
          .filter((entry): entry is HistoryEntry => typeof entry?.values?.url === 'string' && typeof entry?.date === 'string')
          .slice(0, MAX_HISTORY)
      : []
  } catch {
    return []
  }
}

const rangeLabel = (text: string) => {
  const days = dateRangeDays(text)
  return days ? `${days.start} – ${days.end}` : text
}

/** What a past search reads as: its place (or `anywhere`) and its dates, each range of its periods, or `anyDate`. */
export function historyLabel(entry: HistoryEntry, words: { anywhere: string; anyDate: string }): { place: string; dates: string } {
  const { dateFrom, dateTo, dateRanges } = entry.values.params
  const dates = dateRanges?.length
    ? dateRanges.map(rangeLabel).join(', ')
    : dateFrom
      ? [dateFrom, dateTo].filter(Boolean).join(' – ')
      : words.anyDate
  return { place: entry.values.destinationName ?? words.anywhere, dates }
}
