'use client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { emptyPage } from '@/features/catalog/empty-page'
import type { FilterChoices } from '@/features/catalog/filter-choices'
import { pushEvent } from '@/lib/analytics/data-layer'
import { onAddressChange } from '@/lib/navigation/address-change'
import { catalogPageQuery, type CatalogTab } from '@/features/catalog/catalog-queries'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { useScrollHiding } from '@/lib/scroll/use-scroll-hiding'
import { activeFilterCount, sortChanges } from './filter-panel-rules'
import { addressQuery, changedSearch, type ListingQuery } from './listing-address'
import { useListingAnalytics } from './listing-analytics'
import { pendingStyleId } from './listing-pending-script'
import { ListingPagination, ListingSort, ListingTabs, type Navigate } from './ListingControls'
import { ListingFilterPanel } from './ListingFilterPanel'
import { ListingResults, type ListingResultsData } from './ListingResults'
import { unpackResults, type PackedListingResults } from './packed-results'
import { useFilterDraft } from './use-filter-draft'

export type ListingIslandProps = {
  blockId: string
  edition: EditionCode
  currency: CurrencyCode
  listName: string
  showTabs: boolean
  showFilters: boolean
  /** The filter panel's lists (when visitors can filter). */
  choices: FilterChoices | null
  /** The editor's presets and the route's subject, as filter-set keys: the address adds to them. */
  presets: ListingQuery
  /** What the cached page shows: the presets' first page. */
  initial: PackedListingResults
}

const tabOf = (query: ListingQuery, fallback: CatalogTab): CatalogTab =>
  query.tab === 'tours' || query.tab === 'travels' ? query.tab : fallback

/**
 * The listing's results and controls. The cached page shows the presets' results; the address's
 * filters are read here and their results fetched through the client data layer,
 * replacing the cached ones in the same space. Tabs, filters and pages then change the address
 * without a reload; back and forward restore it.
 */
function ListingView(props: ListingIslandProps) {
  const { blockId, edition, currency, listName, showTabs, showFilters, choices, presets, initial: packedInitial } = props
  const initial = useMemo(() => unpackResults(packedInitial), [packedInitial])
  const t = useTranslations('listing')
  const filterWords = useTranslations('listingFilters')
  const resultsRef = useRef<HTMLDivElement>(null)
  const [address, setAddress] = useState<ListingQuery | null>(null)
  const [search, setSearch] = useState('')
  // The address is read once mounted; until then nothing is reported (the cached results may not be the ones shown).
  const [ready, setReady] = useState(false)
  const [reserved, setReserved] = useState(0)
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = useId()

  useLayoutEffect(() => {
    const read = () => {
      const query = addressQuery(location.search, showTabs)
      setSearch(location.search)
      setAddress(Object.keys(query).length > 0 ? query : null)
    }
    // While the address's results load, a placeholder keeps the cached results' height: nothing below moves.
    setReserved(resultsRef.current?.offsetHeight ?? 0)
    read()
    setReady(true)
    return onAddressChange(read)
  }, [blockId, showTabs])

  const filters = useMemo(() => ({ ...presets, ...address }), [presets, address])
  const tab = tabOf(filters, initial.tab)
  const page = catalogPageQuery(tab, { edition, currency }, filters)
  const query = useQuery({
    queryKey: page.queryKey,
    queryFn: async () => ({ tab, results: await page.queryFn() }) as ListingResultsData,
    enabled: address !== null,
    placeholderData: keepPreviousData,
  })
  // A failed call shows no results (with the error and a retry), never the cached page's.
  const failed: ListingResultsData = { tab, results: emptyPage() } as ListingResultsData
  const shown = address === null ? initial : query.isError ? failed : (query.data ?? initial)
  const settled = address === null || query.data !== undefined || query.isError

  // The cached results, hidden before first paint when the address has filters, are replaced by now.
  useLayoutEffect(() => {
    if (ready) document.getElementById(pendingStyleId(blockId))?.remove()
  }, [ready, blockId])

  useListingAnalytics(resultsRef, shown, listName, currency, ready && settled)

  const navigate: Navigate = {
    href: (changes) => changedSearch(search, changes) || '?',
    go: (changes) => {
      const next = changedSearch(location.search, changes)
      history.pushState(history.state, '', `${location.pathname}${next}${location.hash}`)
      setSearch(next)
      const nextQuery = addressQuery(next, showTabs)
      setAddress(Object.keys(nextQuery).length > 0 ? nextQuery : null)
    },
  }
  const draft = useFilterDraft({ filters, presets, search, showTabs, fetching: query.isFetching, apply: navigate.go })
  const barHidden = useScrollHiding(showFilters)
  const filterCount = activeFilterCount(draft.shown)

  return (
    <>
      {(showTabs || showFilters) && (
        // Sticky under the header; with filters it hides while scrolling down and shows when scrolling up.
        <div className="b-listing__toolbar" data-sticky={showFilters || undefined} data-hidden={barHidden || undefined}>
          {showTabs && <ListingTabs tab={tab} navigate={navigate} />}
          {showFilters && (
            <div className="b-listing__tools">
              <button
                type="button"
                className="b-listing__filters-toggle"
                aria-expanded={panelOpen}
                aria-controls={panelId}
                onClick={() => setPanelOpen(!panelOpen)}
              >
                {filterWords('filtersToggle', { count: filterCount })}
              </button>
              <ListingSort
                value={String(filters.sort ?? 'relevance:desc')}
                onChange={(sort) => {
                  draft.cancel()
                  pushEvent({ event: 'sort', sort, list_name: listName })
                  navigate.go(sortChanges(sort))
                }}
              />
            </div>
          )}
        </div>
      )}
      {showFilters && choices && (
        <ListingFilterPanel
          id={panelId}
          open={panelOpen}
          filters={draft.shown}
          choices={choices}
          currency={currency}
          priceRunning={draft.priceRunning}
          total={shown.results.total}
          onChange={draft.change}
          onClose={() => {
            setPanelOpen(false)
            resultsRef.current?.scrollIntoView({ block: 'start' })
          }}
        />
      )}
      <div
        ref={resultsRef}
        className="b-listing__results"
        aria-busy={!settled || query.isFetching || undefined}
        data-loading={query.isFetching || undefined}
      >
        {query.isError && !query.isFetching && (
          <p className="b-listing__error" role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className="b-listing__retry" onClick={() => query.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        {settled ? (
          <>
            <ListingResults
              data={shown}
              currency={currency}
              edition={edition}
              sort={typeof filters.sort === 'string' ? filters.sort : undefined}
            />
            <ListingPagination page={shown.results.currentPage} lastPage={shown.results.lastPage} navigate={navigate} />
          </>
        ) : (
          <div className="b-listing__placeholder" style={{ minHeight: reserved }} />
        )}
      </div>
    </>
  )
}

export default function ListingIsland(props: ListingIslandProps) {
  return (
    <SiteQueries>
      <ListingView {...props} />
    </SiteQueries>
  )
}
