'use client'
import { useCallback, useSyncExternalStore } from 'react'
import { parseHistory, recordSearch, type HistoryEntry } from './search-history'

const STORAGE_KEY = 'search-history'
const listeners = new Set<() => void>()
let cached: { raw: string | null; entries: HistoryEntry[] } = { raw: null, entries: [] }

function read(): HistoryEntry[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode, a policy): no history.
  }
  if (raw !== cached.raw) cached = { raw, entries: parseHistory(raw) }
  return cached.entries
}

/** Another tab's search changes the list here too. */
function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const noHistory: HistoryEntry[] = []

/** The browser's recent searches (none while rendering on the server) and how to record one. */
export function useSearchHistory() {
  const history = useSyncExternalStore(subscribe, read, () => noHistory)
  const record = useCallback((entry: HistoryEntry) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(recordSearch(read(), entry)))
    } catch {
      return
    }
    listeners.forEach((listener) => listener())
  }, [])
  return { history, record }
}
