'use client'
import type { EditionCode } from '@/editions/editions'
import { useSearchBar } from './search-store'
import { SearchPanel } from './SearchPanel.client'
import { typeWhere } from './where-selection'

/** Words typed in the closed bar while the panel's code was on its way: the panel starts from them. */
export function startFromTyped(text: string) {
  if (!text) return
  const { where, setWhere } = useSearchBar.getState()
  setWhere(typeWhere(where, text))
}

/** The cover's open search bar: the whole panel in the page. */
export function CoverPanel({ edition, hideRecent }: { edition: EditionCode; hideRecent: boolean }) {
  return <SearchPanel edition={edition} section="cover" onDone={() => undefined} hideRecent={hideRecent} />
}
