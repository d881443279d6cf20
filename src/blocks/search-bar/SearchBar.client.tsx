'use client'
import { useEffect } from 'react'
import { useInView } from 'react-intersection-observer'
import { COVER_SEARCH_ATTRIBUTE } from '@/shell/header/SearchTrigger.client'
import { CoverSearchBar } from '@/shell/search-bar/CoverSearchBar.client'
import { RecentSearches } from '@/shell/search-bar/RecentSearches.client'

export type SearchBarIslandProps = { showRecent: boolean; action: string }

/**
 * The cover search bar and the row of recent searches when the visitor has some. While it is on
 * screen the header's trigger is not needed (see `COVER_SEARCH_ATTRIBUTE`). The bar's panel
 * loads only when the visitor reaches for it.
 */
export default function SearchBarIsland({ showRecent, action }: SearchBarIslandProps) {
  const { ref, inView } = useInView({ initialInView: true })
  useEffect(() => {
    document.documentElement.setAttribute(COVER_SEARCH_ATTRIBUTE, inView ? 'on-screen' : 'away')
    return () => document.documentElement.removeAttribute(COVER_SEARCH_ATTRIBUTE)
  }, [inView])
  return (
    <div ref={ref}>
      <CoverSearchBar action={action} hideRecent={showRecent} />
      {showRecent && <RecentSearches />}
    </div>
  )
}
