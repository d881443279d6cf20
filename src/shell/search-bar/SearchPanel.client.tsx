'use client'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { href } from '@/editions/href'
import { pushEvent } from '@/lib/analytics/data-layer'
import { pushAddress } from '@/lib/navigation/address-change'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { dateFormat } from './date-formats'
import { canClear, canSearch } from './search-bar-rules'
import { useSearchOptions } from './search-data'
import { HISTORY_IN_BAR, historyLabel } from './search-history'
import { useSearchHistory } from './search-history-store'
import { useSearchBar } from './search-store'
import { whenSummary, whereSummary } from './search-summary'
import { searchUrl, whenParams } from './search-url'
import { useNarrowScreen } from './search-viewport'
import { SearchFolds } from './SearchFolds.client'
import { WhenField } from './WhenField.client'
import { WhereField } from './WhereField.client'
import { freeText } from './where-selection'

/**
 * The search bar's content: where, when, recent searches, clear and search; in the header's
 * full-screen panel (below 768 px) where, when and recent searches fold, one open at a time, over a
 * footer with clear and search. Searching goes to
 * the edition's search page for what it holds, remembers it when it names a place or a date,
 * and reports `search` and `complete_search`.
 */
export function SearchPanel(props: SearchPanelProps) {
  return (
    <SiteQueries>
      <SearchForm {...props} />
    </SiteQueries>
  )
}

type SearchPanelProps = {
  edition: EditionCode
  /** Where the search starts, for analytics: `header`, `cover`. */
  section: string
  onDone(): void
  /** The page shows them itself (the cover bar's row): not again inside the bar. */
  hideRecent?: boolean
  /** The header's bar: full-screen below 768 px, its sections folding. */
  fullScreen?: boolean
}

function SearchForm({ edition, section, onDone, hideRecent = false, fullScreen = false }: SearchPanelProps) {
  const t = useTranslations('search')
  const router = useRouter()
  const { where, when, clear } = useSearchBar()
  const options = useSearchOptions(edition)
  const routed = useEdition()
  const { history, record } = useSearchHistory()
  const [whereFocused, setWhereFocused] = useState(false)
  const folding = useNarrowScreen() && fullScreen

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSearch(where, whereFocused)) return
    const url = searchUrl(routed, { where, when })
    const continent = options.data?.continents.find((entry) => entry.id === where.continentId)?.name ?? null
    const destinationName = where.destination?.name ?? continent ?? freeText(where)
    const params = whenParams(when)
    pushEvent({ event: 'search', search_term: destinationName ?? '', ...params, sectionFrom: section })
    record({
      date: new Date().toISOString(),
      userStatus: 'anonymous',
      values: { destinationName, params, url, gtm: { params: { sectionFrom: section } } },
    })
    pushEvent({ event: 'complete_search', search_term: destinationName ?? '', url })
    onDone()
    // From its own results page, the search page follows its new address without loading again.
    if (new URL(url, location.href).pathname === location.pathname) pushAddress(url)
    else router.push(url)
  }

  const whereField = <WhereField edition={edition} travelsHref={href('travels', {}, routed)} onFocusChange={setWhereFocused} />
  const recent =
    hideRecent || history.length === 0 ? null : (
      <ul>
        {history.slice(0, HISTORY_IN_BAR).map((entry) => (
          <li key={entry.values.url}>
            <a href={entry.values.url} onClick={onDone}>
              {Object.values(historyLabel(entry, { anywhere: t('anyDestination'), anyDate: t('anyDate') })).join(' · ')}
            </a>
          </li>
        ))}
      </ul>
    )
  const dayFormat = dateFormat(EDITIONS[edition].locale, 'day')

  return (
    <form role="search" className="search-bar" data-folding={folding || undefined} aria-label={t('title')} onSubmit={submit}>
      {folding ? (
        <SearchFolds
          folds={[
            {
              name: 'where',
              label: t('where'),
              summary: whereSummary(where, options.data?.continents ?? [], t('anyDestination')),
              content: whereField,
            },
            {
              name: 'when',
              label: t('when'),
              summary: whenSummary(when, options.data?.periods ?? [], {
                anyDate: t('anyDate'),
                day: (day) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
              }),
              content: <WhenField edition={edition} />,
            },
            ...(recent
              ? [{ name: 'recent', label: t('recent'), summary: String(Math.min(history.length, HISTORY_IN_BAR)), content: recent }]
              : []),
          ]}
        />
      ) : (
        <>
          {whereField}
          <WhenField edition={edition} />
          {recent && (
            <section className="search-bar__recent" aria-label={t('recent')}>
              <h3 className="search-bar__label">{t('recent')}</h3>
              {recent}
            </section>
          )}
        </>
      )}
      <div className="search-bar__actions">
        <button type="button" className="search-bar__clear" disabled={!canClear(where, when)} onClick={clear}>
          {t('clear')}
        </button>
        <button type="submit" className="search-bar__submit" disabled={!canSearch(where, whereFocused)}>
          {t('search')}
        </button>
      </div>
    </form>
  )
}
