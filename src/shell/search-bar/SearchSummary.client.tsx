'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { TOGGLE_SEARCH_EVENT } from '@/shell/header/SearchTrigger.client'
import { onAddressChange } from '@/lib/navigation/address-change'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { useScrollHiding } from '@/lib/scroll/use-scroll-hiding'
import { useSearchOptions } from './search-data'
import { requestSearchLayer } from './search-layer-request'
import { useSearchBar } from './search-store'
import { summaryDates, whereSummary } from './search-summary'
import { parseSearchUrl } from './search-url'
import { SearchIcon } from './SearchIcon'

/**
 * The search a page's address holds, on one line at the top of the page (hiding while the visitor
 * scrolls down, back when they scroll up); a click opens the search bar holding that search.
 */
export function SearchSummary({ edition }: { edition: EditionCode }) {
  return (
    <SiteQueries>
      <Summary edition={edition} />
    </SiteQueries>
  )
}

/** Reaching for the summary fetches the header's search layer, which it opens. */
const wantLayer = () => requestSearchLayer()

function Summary({ edition }: { edition: EditionCode }) {
  const t = useTranslations('search')
  const options = useSearchOptions(edition)
  const hidden = useScrollHiding(true)
  // Unknown until mounted: the cached page is the same for every address.
  const [address, setAddress] = useState<string | null>(null)
  useEffect(() => {
    const read = () => setAddress(location.search)
    read()
    return onAddressChange(read)
  }, [])

  const destinations = new Map(options.data?.destinations.map((destination) => [destination.id, destination.name]))
  const search = parseSearchUrl(new URLSearchParams(address ?? ''), (id) => destinations.get(id) ?? null)
  const place = whereSummary(search.where, options.data?.continents ?? [], t('anyDestination'))
  const dates = summaryDates(search.when, EDITIONS[edition].locale, t('anyDate'))

  const open = () => {
    const { where, when } = search
    useSearchBar.setState({ where, when, whenTab: when.range.start !== null ? 'dates' : 'periods' })
    // The header's search layer takes the event (and gives focus back here on close); if its code
    // has not arrived yet, it opens as soon as it does.
    const toggle = new CustomEvent(TOGGLE_SEARCH_EVENT, { cancelable: true })
    if (window.dispatchEvent(toggle)) requestSearchLayer(true)
  }

  return (
    <div className="search-summary" data-hidden={hidden || undefined}>
      <button
        type="button"
        className="search-summary__button"
        onPointerEnter={wantLayer}
        onFocus={wantLayer}
        onPointerDown={wantLayer}
        onClick={open}
      >
        <SearchIcon />
        <span className="search-summary__text">
          {address !== null && (
            <>
              <strong>{place}</strong>
              <span>{dates}</span>
            </>
          )}
        </span>
        <span className="search-summary__edit">{t('editSearch')}</span>
      </button>
    </div>
  )
}
