import { useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'
import { SORT_OPTIONS } from '@/features/catalog/sorting'

/** A change of the listing's address: the link's href for browsers without JavaScript, `go` for the rest. */
export type Navigate = {
  href: (changes: Record<string, string | null>) => string
  go: (changes: Record<string, string | readonly string[] | null>) => void
}

function follow(navigate: Navigate, changes: Record<string, string | null>) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate.go(changes)
  }
}

/** Travels / departures switch. */
export function ListingTabs({ tab, navigate }: { tab: string; navigate: Navigate }) {
  const t = useTranslations('listing')
  return (
    <nav className="b-listing__tabs" aria-label={t('tabs')}>
      {(['travels', 'tours'] as const).map((value) => (
        <a
          key={value}
          className="b-listing__tab"
          href={navigate.href({ tab: value, page: null })}
          onClick={follow(navigate, { tab: value, page: null })}
          aria-current={tab === value ? 'page' : undefined}
        >
          {t(value === 'travels' ? 'travelsTab' : 'toursTab')}
        </a>
      ))}
    </nav>
  )
}

/** The sort: a new one starts the filter panel over (see `sortChanges`). */
export function ListingSort({ value, onChange }: { value: string; onChange(sort: string): void }) {
  const t = useTranslations('listingFilters')
  return (
    <label className="b-listing__field b-listing__sort">
      <span>{t('sort')}</span>
      <select name="sort" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`sortOptions.${option}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Previous / next page links with "page x of y". */
export function ListingPagination({ page, lastPage, navigate }: { page: number; lastPage: number; navigate: Navigate }) {
  const t = useTranslations('listing')
  if (lastPage <= 1 && page <= 1) return null
  const previous = { page: String(Math.min(page - 1, lastPage)) }
  const next = { page: String(page + 1) }
  return (
    <nav className="b-listing__pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <a href={navigate.href(previous)} onClick={follow(navigate, previous)} rel="prev">
          {t('previous')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('pageOf', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <a href={navigate.href(next)} onClick={follow(navigate, next)} rel="next">
          {t('next')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
