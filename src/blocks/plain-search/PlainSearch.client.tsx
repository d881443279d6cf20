'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import type { Paginated } from '@/features/catalog/catalog'
import type { ApiTravel } from '@/features/catalog/search/present'
import { normalizeRequest } from '@/features/plain-search/text'
import { pushEvent } from '@/lib/analytics/data-layer'
import { getSiteApi, postSiteApi } from '@/lib/query/site-api-call'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { ListingResults } from '../listing/ListingResults'

export type PlainSearchIslandProps = { examples: string[]; currency: CurrencyCode; inputId: string }

type Understanding = {
  understood: Array<{ kind: string; words: string; label: string }>
  unread: string[]
  filters: Record<string, unknown>
}

const requestOf = (search: string) => new URLSearchParams(search).get('q')?.trim() ?? ''

/** The request without the words of one chip: what is left is asked again. */
const without = (request: string, words: string) => normalizeRequest(request).replace(words, ' ').replace(/\s+/g, ' ').trim()

function Search({ examples, currency, inputId }: PlainSearchIslandProps) {
  const t = useTranslations('aiSearch')
  const edition = useEdition().code
  const [request, setRequest] = useState('')
  const [draft, setDraft] = useState('')
  useEffect(() => {
    const follow = () => {
      setRequest(requestOf(window.location.search))
      setDraft(requestOf(window.location.search))
    }
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const understanding = useQuery({
    queryKey: ['plain-search', edition, request],
    queryFn: () => getSiteApi<Understanding>(`/search/understand?${new URLSearchParams({ edition, q: request })}`),
    enabled: request !== '',
  })
  const understood = understanding.data?.understood ?? []
  const results = useQuery({
    queryKey: ['plain-search-results', edition, currency, understanding.data?.filters],
    queryFn: () =>
      postSiteApi<Paginated<ApiTravel>>(`/travels/paginated?edition=${edition}&currency=${currency}`, {
        ...understanding.data!.filters,
        perPage: 12,
      }),
    enabled: understood.length > 0,
  })
  useEffect(() => {
    if (results.data) pushEvent({ event: 'complete_search', search_term: request, results: results.data.total })
  }, [results.data, request])

  const ask = (next: string) => {
    const text = next.trim()
    const search = text ? `?${new URLSearchParams({ q: text })}` : ''
    window.history.pushState(null, '', `${window.location.pathname}${search}`)
    setRequest(text)
    setDraft(text)
    if (text) pushEvent({ event: 'search', search_term: text, sectionFrom: 'plain-search' })
  }

  return (
    <>
      <form
        className="b-plain-search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          ask(draft)
        }}
      >
        <label htmlFor={inputId}>{t('label')}</label>
        <div className="b-plain-search__row">
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={300}
            placeholder={t('placeholder')}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <button type="submit" className="button button--primary">
            {t('submit')}
          </button>
        </div>
      </form>
      {examples.length > 0 && (
        <p className="b-plain-search__examples">
          <span>{t('examples')}</span>
          {examples.map((example) => (
            <a
              key={example}
              href={`?${new URLSearchParams({ q: example })}`}
              onClick={(event) => {
                event.preventDefault()
                ask(example)
              }}
            >
              {example}
            </a>
          ))}
        </p>
      )}
      {request !== '' && understanding.data && understood.length === 0 && (
        <div className="b-plain-search__failure" role="alert">
          <p className="b-plain-search__spell">{t('failure')}</p>
          <p>{t('rephrase')}</p>
        </div>
      )}
      {understood.length > 0 && (
        <div className="b-plain-search__understood">
          <p>{t('understood')}</p>
          <ul>
            {understood.map((each) => (
              <li key={`${each.kind}:${each.words}`}>
                <span>{each.label}</span>
                <button type="button" aria-label={t('remove', { label: each.label })} onClick={() => ask(without(request, each.words))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {understanding.data!.unread.length > 0 && (
            <p className="b-plain-search__unread">{t('unread', { words: understanding.data!.unread.join(' ') })}</p>
          )}
        </div>
      )}
      {(understanding.isError || results.isError) && (
        <p className="b-plain-search__failure" role="alert">
          {t('resultsError')}
        </p>
      )}
      {understood.length > 0 && (
        <div className="b-plain-search__results" aria-busy={results.isFetching}>
          {results.data ? (
            <ListingResults data={{ tab: 'travels', results: results.data }} currency={currency} edition={edition} sort={undefined} />
          ) : (
            <p role="status">{t('searching')}</p>
          )}
        </div>
      )}
    </>
  )
}

/** The search in plain words: the request in the address, understood by the site API, answered with the catalogue's cards. */
export default function PlainSearchIsland(props: PlainSearchIslandProps) {
  return (
    <SiteQueries>
      <Search {...props} />
    </SiteQueries>
  )
}
