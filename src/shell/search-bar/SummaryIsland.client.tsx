'use client'
import type { EditionCode } from '@/editions/editions'
import { GatedIsland } from '@/lib/islands/GatedIsland.client'
import { islandRegistry } from '@/lib/islands/island-registry'

/** The summary's code, apart from the cover bar's: a page has one or the other. */
const summaryIslands = islandRegistry({
  searchSummary: () => import('./SearchSummary.client').then((module) => ({ default: module.SearchSummary })),
})

const blockRootOf = (wrapper: HTMLElement) => wrapper.closest<HTMLElement>('[data-block-id]')

/** A results page's summary of its search (`SearchSummary`), hydrated at the first idle moment or on intent. */
export function SummaryIsland({ edition, messages }: { edition: EditionCode; messages: Record<string, unknown> }) {
  return (
    <GatedIsland
      registry={summaryIslands}
      type="searchSummary"
      props={{ edition }}
      strategy="idle"
      rootOf={blockRootOf}
      messages={messages}
    />
  )
}
