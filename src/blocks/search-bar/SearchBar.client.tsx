'use client'
import { useLocale } from 'next-intl'
import { editionForLocale } from '@/editions/editions'
import { RecentSearches } from '@/features/search/RecentSearches.client'
import { SearchPanel } from '@/features/search/SearchPanel.client'
import { SearchSummary } from '@/features/search/SearchSummary.client'

export type SearchBarIslandProps = { showRecent: boolean; compact: boolean }

/** The search bar in a page and the row of recent searches when the visitor has some; or, compact, the search's summary. */
export default function SearchBarIsland({ showRecent, compact }: SearchBarIslandProps) {
  const edition = editionForLocale(useLocale())!
  if (compact) return <SearchSummary edition={edition} />
  return (
    <>
      <SearchPanel edition={edition} section="cover" onDone={() => undefined} hideRecent={showRecent} />
      {showRecent && <RecentSearches />}
    </>
  )
}
