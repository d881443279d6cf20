'use client'
import { useEffect } from 'react'
import { useInView } from 'react-intersection-observer'
import { useEdition } from '@/editions/EditionProvider.client'
import { COVER_SEARCH_ATTRIBUTE } from '@/shell/header/SearchTrigger.client'
import { RecentSearches } from '@/shell/search-bar/RecentSearches.client'
import { SearchPanel } from '@/shell/search-bar/SearchPanel.client'
import { SearchSummary } from '@/shell/search-bar/SearchSummary.client'

export type SearchBarIslandProps = { showRecent: boolean; compact: boolean }

/** The search bar in a page and the row of recent searches when the visitor has some; or, compact, the search's summary. */
export default function SearchBarIsland({ showRecent, compact }: SearchBarIslandProps) {
  const edition = useEdition().code
  if (compact) return <SearchSummary edition={edition} />
  return <CoverSearchBar showRecent={showRecent} />
}

/** The cover bar; while it is on screen the header's trigger is not needed (see `COVER_SEARCH_ATTRIBUTE`). */
function CoverSearchBar({ showRecent }: { showRecent: boolean }) {
  const edition = useEdition().code
  const { ref, inView } = useInView({ initialInView: true })
  useEffect(() => {
    document.documentElement.setAttribute(COVER_SEARCH_ATTRIBUTE, inView ? 'on-screen' : 'away')
    return () => document.documentElement.removeAttribute(COVER_SEARCH_ATTRIBUTE)
  }, [inView])
  return (
    <div ref={ref}>
      <SearchPanel edition={edition} section="cover" onDone={() => undefined} hideRecent={showRecent} />
      {showRecent && <RecentSearches />}
    </div>
  )
}
