'use client'
import { SearchIcon } from '@/shell/search-bar/SearchIcon'

/** The id of a page's cover search bar. */
export const COVER_SEARCH_BAR_ID = 'search-bar'
export const TOGGLE_SEARCH_EVENT = 'toggle-search'

/** Set on `<html>` by a cover search bar's island: `away` once the bar has left the screen. */
export const COVER_SEARCH_ATTRIBUTE = 'data-cover-search'

/**
 * The header's search trigger. A click emits `toggle-search`; when no search bar takes it, it
 * goes to the search page. While a cover search bar is on screen, the style sheet hides it.
 */
export function SearchTrigger({ href, label }: { href: string; label: string }) {
  return (
    <a
      className="site-header__search"
      href={href}
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
