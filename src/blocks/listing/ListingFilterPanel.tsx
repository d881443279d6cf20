import { useTranslations } from 'next-intl'
import type { CurrencyCode } from '@/editions/editions'
import { formatPrice } from '@/editions/formats'
import { AGE_BADGES } from '@/features/catalog/constants'
import { DURATION_OPTIONS } from '@/features/catalog/durations'
import type { FilterChoice, FilterChoices } from '@/features/catalog/filter-choices'
import { PRICE_RANGES, PRICE_STEPS, priceRangeFilters, priceRangeOf, type PriceRange } from '@/features/catalog/price-ranges'
import { TOUR_STATUSES } from '@/features/catalog/statuses'
import type { AddressChanges } from './filter-panel-rules'
import type { ListingQuery } from './listing-address'

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** A fieldset of checkboxes writing `key[]` (left out when the catalog has nothing to offer). */
function CheckGroup({ legend, name, choices, checked }: { legend: string; name: string; choices: FilterChoice[]; checked: string[] }) {
  if (choices.length === 0) return null
  return (
    <fieldset className="b-listing__field b-listing__field--group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="b-listing__check">
          <input type="checkbox" name={`${name}[]`} value={choice.value} checked={checked.includes(choice.value)} onChange={() => {}} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** What the form holds, as address changes (every panel key, set or removed). */
function formChanges(form: HTMLFormElement): AddressChanges {
  const data = new FormData(form)
  const range = data.get('price')
  const values = (name: string) => data.getAll(`${name}[]`).map(String)
  return {
    durations: values('durations'),
    status: values('status'),
    badgeId: values('badgeId'),
    travelStyles: values('travelStyles'),
    travelTypes: values('travelTypes'),
    costCenters: values('costCenters'),
    discounted: data.get('discounted') ? 'true' : null,
    isNoSharingRoomAvailable: data.get('isNoSharingRoomAvailable') ? 'true' : null,
    ageBadge: String(data.get('ageBadge') ?? '') || null,
    ...(range ? priceRangeFilters(String(range) as PriceRange) : {}),
    page: null,
  }
}

type PanelProps = {
  id: string
  /** Phones: shown only when opened from the toolbar. */
  open: boolean
  filters: ListingQuery
  choices: FilterChoices
  currency: CurrencyCode
  /** A price change's results are not in yet (price actions are ignored meanwhile). */
  priceRunning: boolean
  total: number
  onChange(changes: AddressChanges): void
  onClose(): void
}

/** The filters: each change reaches the address a moment after the last one (see `FILTER_APPLY_DELAY_MS`). */
export function ListingFilterPanel({ id, open, filters, choices, currency, priceRunning, total, onChange, onClose }: PanelProps) {
  const t = useTranslations('listingFilters')
  const statusText = useTranslations('catalog')
  const price = priceRangeOf(filters.priceFrom, filters.priceTo)
  const [low, high] = PRICE_STEPS.map((amount) => formatPrice(amount, currency))
  return (
    <form
      id={id}
      className="b-listing__filters"
      data-open={open}
      method="get"
      aria-label={t('filters')}
      onChange={(event) => onChange(formChanges(event.currentTarget))}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset className="b-listing__field b-listing__field--group" aria-busy={priceRunning || undefined}>
        <legend>{t('price')}</legend>
        {PRICE_RANGES.map((range) => (
          <label key={range} className="b-listing__check">
            <input type="radio" name="price" value={range} checked={price === range} onChange={() => {}} />
            <span>{t(`priceOptions.${range}`, { low: low!, high: high! })}</span>
          </label>
        ))}
        <label className="b-listing__check">
          <input type="checkbox" name="discounted" value="true" checked={filters.discounted === true} onChange={() => {}} />
          <span>{t('discounted')}</span>
        </label>
        {price !== 'any' && (
          <button type="button" className="b-listing__clear-price" onClick={() => onChange({ priceFrom: null, priceTo: null, page: null })}>
            {t('clearPrice')}
          </button>
        )}
      </fieldset>
      <CheckGroup
        legend={t('duration')}
        name="durations"
        choices={DURATION_OPTIONS.map((option) => ({ value: option, label: t(`durationOptions.${option}`) }))}
        checked={list(filters.durations)}
      />
      <CheckGroup
        legend={t('status')}
        name="status"
        choices={TOUR_STATUSES.map((status) => ({ value: status, label: statusText(`status.${status}`) }))}
        checked={list(filters.status)}
      />
      <CheckGroup legend={t('badges')} name="badgeId" choices={choices.badgeId} checked={list(filters.badgeId)} />
      <CheckGroup legend={t('travelStyles')} name="travelStyles" choices={choices.travelStyles} checked={list(filters.travelStyles)} />
      <CheckGroup legend={t('travelTypes')} name="travelTypes" choices={choices.travelTypes} checked={list(filters.travelTypes)} />
      <CheckGroup legend={t('costCenters')} name="costCenters" choices={choices.costCenters} checked={list(filters.costCenters)} />
      <label className="b-listing__field">
        <span>{t('age')}</span>
        <select name="ageBadge" value={String(filters.ageBadge ?? '')} onChange={() => {}}>
          <option value="">{t('anyAge')}</option>
          {AGE_BADGES.map((badge) => (
            <option key={badge} value={badge}>
              {t(`ageBadge.${badge}`)}
            </option>
          ))}
        </select>
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
      {/* Phones: back to the results, which already follow the filters. */}
      <button type="button" className="b-listing__apply b-listing__show" onClick={onClose}>
        {t('showResults', { count: total })}
      </button>
      {/* Without JavaScript the form is sent with this button. */}
      <noscript>
        <button type="submit" className="b-listing__apply">
          {t('apply')}
        </button>
      </noscript>
    </form>
  )
}
