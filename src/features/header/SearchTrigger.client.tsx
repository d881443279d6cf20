'use client'
import { useEffect, useState } from 'react'
import { SearchIcon } from '@/features/search/SearchIcon'

/** The id of a page's cover search bar. */
export const COVER_SEARCH_BAR_ID = 'search-bar'
export const TOGGLE_SEARCH_EVENT = 'toggle-search'

/**
 * The header's search trigger: hidden while a cover search bar is on screen.
 * A click emits `toggle-search`; when no search bar takes it, it goes to the search page.
 */
export function SearchTrigger({ href, label }: { href: string; label: string }) {
  const [coverVisible, setCoverVisible] = useState(false)
  useEffect(() => {
    const cover = document.getElementById(COVER_SEARCH_BAR_ID)
    if (!cover) return
    const observer = new IntersectionObserver(([entry]) => setCoverVisible(Boolean(entry?.isIntersecting)))
    observer.observe(cover)
    return () => observer.disconnect()
  }, [])
  return (
    <a
      className="site-header__search"
      href={href}
      hidden={coverVisible}
      onClick={(event) => {
        const toggle = new CustomEvent(TOGGLE_SEARCH_EVENT, { cancelable: true })
        if (!window.dispatchEvent(toggle)) event.preventDefault()
      }}
    >
      <SearchIcon />
      <span className="site-header__search-label">{label}</span>
    </a>
  )
}
