import { useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { formatPrice } from '@/editions/formats'
import { AGE_BADGES } from '@/features/catalog/constants'
import { DURATION_OPTIONS } from '@/features/catalog/durations'
import { PRICE_RANGES, PRICE_STEPS, priceRangeFilters, priceRangeOf, type PriceRange } from '@/features/catalog/price-ranges'
import { TOUR_STATUSES } from '@/features/catalog/statuses'
import { SORT_OPTIONS } from '@/features/catalog/sorting'
import type { ListingQuery } from './listing-address'

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

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** Sort and filters: every change applies at once. */
export function ListingFilterForm({ filters, navigate, currency }: { filters: ListingQuery; navigate: Navigate; currency: CurrencyCode }) {
  const t = useTranslations('listing')
  const statusText = useTranslations('catalog')
  const durations = list(filters.durations)
  const statuses = list(filters.status)
  const price = priceRangeOf(filters.priceFrom, filters.priceTo)
  const [low, high] = PRICE_STEPS.map((amount) => formatPrice(amount, currency))
  return (
    <form
      className="b-listing__filters"
      method="get"
      aria-label={t('filters')}
      onChange={(event) => {
        const form = new FormData(event.currentTarget)
        const range = form.get('price')
        navigate.go({
          sort: String(form.get('sort') ?? '') || null,
          durations: form.getAll('durations[]').map(String),
          status: form.getAll('status[]').map(String),
          discounted: form.get('discounted') ? 'true' : null,
          isNoSharingRoomAvailable: form.get('isNoSharingRoomAvailable') ? 'true' : null,
          ageBadge: String(form.get('ageBadge') ?? '') || null,
          ...(range ? priceRangeFilters(String(range) as PriceRange) : {}),
          page: null,
        })
      }}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="b-listing__field">
        <span>{t('sort')}</span>
        <select name="sort" value={String(filters.sort ?? 'relevance:desc')} onChange={() => {}}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sortOptions.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="b-listing__field b-listing__field--group">
        <legend>{t('price')}</legend>
        {PRICE_RANGES.map((range) => (
          <label key={range} className="b-listing__check">
            <input type="radio" name="price" value={range} checked={price === range} onChange={() => {}} />
            <span>{t(`priceOptions.${range}`, { low: low!, high: high! })}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="b-listing__field b-listing__field--group">
        <legend>{t('duration')}</legend>
        {DURATION_OPTIONS.map((option) => (
          <label key={option} className="b-listing__check">
            <input type="checkbox" name="durations[]" value={option} checked={durations.includes(option)} onChange={() => {}} />
            <span>{t(`durationOptions.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="b-listing__field b-listing__field--group">
        <legend>{t('status')}</legend>
        {TOUR_STATUSES.map((status) => (
          <label key={status} className="b-listing__check">
            <input type="checkbox" name="status[]" value={status} checked={statuses.includes(status)} onChange={() => {}} />
            <span>{statusText(`status.${status}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="b-listing__field">
        <span>{t('age')}</span>
        <select name="ageBadge" value={String(filters.ageBadge ?? '')} onChange={() => {}}>
          <option value="">{t('anyAge')}</option>
          {AGE_BADGES.map((badge) => (
            <option key={badge} value={badge}>
              {badge}
            </option>
          ))}
        </select>
      </label>
      <label className="b-listing__check">
        <input type="checkbox" name="discounted" value="true" checked={filters.discounted === true} onChange={() => {}} />
        <span>{t('discounted')}</span>
      </label>
      <label className="b-listing__check">
        <input
          type="checkbox"
          name="isNoSharingRoomAvailable"
          value="true"
          checked={filters.isNoSharingRoomAvailable === true}
          onChange={() => {}}
        />
        <span>{t('ownRoom')}</span>
      </label>
      {/* Every change applies at once; without JavaScript the form is sent with this button. */}
      <noscript>
        <button type="submit" className="b-listing__apply">
          {t('apply')}
        </button>
      </noscript>
    </form>
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
