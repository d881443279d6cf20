'use client'
import { useLocale } from 'next-intl'
import { editionForLocale } from '@/editions/editions'
import { RecentSearches } from '@/features/search/RecentSearches.client'
import { SearchPanel } from '@/features/search/SearchPanel.client'

export type SearchBarIslandProps = { showRecent: boolean }

/** The search bar in a page, and the row of recent searches when the visitor has some. */
export default function SearchBarIsland({ showRecent }: SearchBarIslandProps) {
  const edition = editionForLocale(useLocale())!
  return (
    <>
      <SearchPanel edition={edition} section="cover" onDone={() => undefined} hideRecent={showRecent} />
      {showRecent && <RecentSearches />}
    </>
  )
}
