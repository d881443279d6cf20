'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { onAddressChange } from '@/lib/navigation/address-change'
import { acceptsChange, FILTER_APPLY_DELAY_MS, isPriceAction, type AddressChanges } from './filter-panel-rules'
import { addressQuery, changedSearch, type ListingQuery } from './listing-address'

type Draft = {
  /** What the panel shows: the address's filters with the changes not applied yet. */
  shown: ListingQuery
  priceRunning: boolean
  change(changes: AddressChanges): void
  /** Drops the changes not applied yet (a new sort, back or forward). */
  cancel(): void
}

/**
 * The filter panel's changes, applied to the address together once none has come for
 * `FILTER_APPLY_DELAY_MS` (ticking three boxes asks for one search, not three). A price action
 * runs until its results are in; another one meanwhile is ignored.
 */
export function useFilterDraft({
  filters,
  presets,
  search,
  showTabs,
  fetching,
  apply,
}: {
  filters: ListingQuery
  presets: ListingQuery
  search: string
  showTabs: boolean
  fetching: boolean
  apply(changes: AddressChanges): void
}): Draft {
  const [pending, setPending] = useState<AddressChanges | null>(null)
  // The address a price change leads to: it runs until that address's results are in.
  const [priceTarget, setPriceTarget] = useState<string | null>(null)
  const priceRunning = priceTarget !== null && (pending !== null || (search === priceTarget && fetching))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const shown = pending ? { ...presets, ...addressQuery(changedSearch(search, pending), showTabs) } : filters

  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    setPending(null)
  }, [])

  useEffect(() => {
    const stop = onAddressChange(cancel)
    return () => {
      stop()
      clearTimeout(timer.current)
    }
  }, [cancel])

  const change = (changes: AddressChanges) => {
    const merged = { ...pending, ...changes }
    const next = { ...presets, ...addressQuery(changedSearch(search, merged), showTabs) }
    if (!acceptsChange(priceRunning, shown, next)) return
    // Changes joining a price change before it is applied move its target along.
    if (isPriceAction(shown, next) || priceRunning) setPriceTarget(changedSearch(search, merged))
    setPending(merged)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      apply(merged)
      setPending(null)
    }, FILTER_APPLY_DELAY_MS)
  }

  return { shown, priceRunning, change, cancel }
}
