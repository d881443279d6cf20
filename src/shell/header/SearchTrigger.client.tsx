'use client'
import { requestSearchLayer } from '@/shell/search-bar/search-layer-request'
import { SearchIcon } from '@/shell/search-bar/SearchIcon'

/** The id of a page's cover search bar. */
export const COVER_SEARCH_BAR_ID = 'search-bar'
export const TOGGLE_SEARCH_EVENT = 'toggle-search'

/** Set on `<html>` by a cover search bar's island: `away` once the bar has left the screen. */
export const COVER_SEARCH_ATTRIBUTE = 'data-cover-search'

const wantLayer = () => requestSearchLayer()

/**
 * The header's search trigger. Hover, focus or a tap fetches the search layer's code; a click
 * emits `toggle-search`, or, while that code is on its way, opens the layer once it is there.
 * Before the page's code runs it is a link to the search page. While a cover search bar is on
 * screen, the style sheet hides it.
 */
export function SearchTrigger({ href, label }: { href: string; label: string }) {
  return (
    <a
      className="site-header__search"
      href={href}
      onPointerEnter={wantLayer}
      onFocus={wantLayer}
      onPointerDown={wantLayer}
      onClick={(event) => {
        event.preventDefault()
        const toggle = new CustomEvent(TOGGLE_SEARCH_EVENT, { cancelable: true })
        if (window.dispatchEvent(toggle)) requestSearchLayer(true)
      }}
    >
      <SearchIcon />
      <span className="site-header__search-label">{label}</span>
    </a>
  )
}
