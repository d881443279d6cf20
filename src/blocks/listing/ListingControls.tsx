import type { EditionCode } from '@/editions/editions'
import { translator } from '@/editions/translator'
import type { CatalogFilters } from '@/features/catalog/filter-schema'
import { DURATION_OPTIONS } from '@/features/catalog/durations'
import { SORT_OPTIONS } from '@/features/catalog/sorting'
import { listingHref } from './listing-url'

type SearchParams = Record<string, string | string[] | undefined>
/** Keys the filter form sets itself; every other key of the address rides along as hidden fields. */
const FORM_KEYS = new Set(['sort', 'durations', 'durations[]', 'discounted', 'page'])

/** Travels / departures switch: plain links, so it works before (and without) JavaScript. */
export function ListingTabs({ tab, searchParams, edition }: { tab: string; searchParams: SearchParams; edition: EditionCode }) {
  const t = translator(edition, 'listing')
  return (
    <nav className="b-listing__tabs" aria-label={t('tabs')}>
      {(['travels', 'tours'] as const).map((value) => (
        <a key={value} className="b-listing__tab" href={listingHref(searchParams, { tab: value, page: null })} aria-current={tab === value ? 'page' : undefined}>
          {t(value === 'travels' ? 'travelsTab' : 'toursTab')}
        </a>
      ))}
    </nav>
  )
}

/** Sort and filters as a GET form: submitting reloads the page with them in the address. */
export function ListingFilterForm({ filters, searchParams, edition, formId }: { filters: CatalogFilters; searchParams: SearchParams; edition: EditionCode; formId: string }) {
  const t = translator(edition, 'listing')
  const kept = Object.entries(searchParams).flatMap(([key, value]) => (FORM_KEYS.has(key) || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((single) => [key, single] as const)))
  return (
    <form id={formId} className="b-listing__filters" method="get" aria-label={t('filters')}>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label className="b-listing__field">
        <span>{t('sort')}</span>
        <select name="sort" defaultValue={filters.sort ?? 'relevance:desc'}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sortOptions.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="b-listing__field b-listing__field--group">
        <legend>{t('duration')}</legend>
        {DURATION_OPTIONS.map((option) => (
          <label key={option} className="b-listing__check">
            <input type="checkbox" name="durations[]" value={option} defaultChecked={filters.durations?.includes(option)} />
            <span>{t(`durationOptions.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <label className="b-listing__check">
        <input type="checkbox" name="discounted" value="true" defaultChecked={filters.discounted} />
        <span>{t('discounted')}</span>
      </label>
      <button type="submit" className="b-listing__apply" data-listing-apply>
        {t('apply')}
      </button>
    </form>
  )
}

/** Previous / next page links with "page x of y". */
export function ListingPagination({ page, lastPage, searchParams, edition }: { page: number; lastPage: number; searchParams: SearchParams; edition: EditionCode }) {
  if (lastPage <= 1 && page <= 1) return null
  const t = translator(edition, 'listing')
  return (
    <nav className="b-listing__pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <a href={listingHref(searchParams, { page: String(Math.min(page - 1, lastPage)) })} rel="prev">
          {t('previous')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t('pageOf', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <a href={listingHref(searchParams, { page: String(page + 1) })} rel="next">
          {t('next')}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}
