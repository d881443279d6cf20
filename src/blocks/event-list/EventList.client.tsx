'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import type { CurrencyCode } from '@/editions/editions'
import { useEdition } from '@/editions/EditionProvider.client'
import { EventCard } from '@/features/events/EventCard'
import { eventCardData, eventItem, type EventCardData } from '@/features/events/event-card'
import type { EventSummary } from '@/features/events/present-event'
import { QUICK_DATE_FILTERS } from '@/features/events/quick-dates'
import { pushEvent } from '@/lib/analytics/data-layer'
import { getSiteApi } from '@/lib/query/site-api-call'
import { SiteQueries } from '@/lib/query/SiteQueries.client'
import { filterFromSearch, isFiltered, NO_FILTER, searchOfFilter, type EventListFilter } from './event-list-address'
import type { EventListData } from './load-event-list'

export type EventListIslandProps = EventListData & { currency: CurrencyCode; cardHeading: 'h2' | 'h3' }

const PAGE = 12
const LIST = { item_list_id: 'wemeet-events', item_list_name: 'WeMeet events' }

function Events({ first, total, cities, city: ownCity, currency, cardHeading }: EventListIslandProps) {
  const t = useTranslations('events')
  const { code: edition, locale } = useEdition()
  const [filter, setFilter] = useState<EventListFilter>(NO_FILTER)
  const [shown, setShown] = useState(PAGE)
  useEffect(() => {
    // The cached page lists every date and city; the address may ask for a filter (a shared link, back and forward).
    const follow = () => setFilter(filterFromSearch(window.location.search))
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const city = ownCity?.slug ?? filter.city
  // The cached cards are every date of the block's city (or of all cities): anything else is asked for.
  const fetching = isFiltered({ when: filter.when, city: ownCity ? null : filter.city }) || shown > PAGE
  const query = useQuery({
    queryKey: ['events', edition, currency, filter.when, city],
    queryFn: () =>
      getSiteApi<{ events: EventSummary[] }>(
        `/events?${new URLSearchParams({ edition, currency, when: filter.when, ...(city ? { city } : {}) })}`,
      ),
    enabled: fetching,
    select: (answer) => answer.events.map(eventCardData),
  })
  const cards: EventCardData[] | undefined = fetching ? query.data : first
  const count = fetching ? query.data?.length : total
  const visible = useMemo(() => cards?.slice(0, shown), [cards, shown])

  useEffect(() => {
    if (!visible || visible.length === 0) return
    pushEvent({ event: 'view_item_list', ecommerce: { ...LIST, items: visible.map((card, index) => eventItem(card, index)) } })
  }, [visible])

  const choose = (next: EventListFilter) => {
    window.history.pushState(null, '', `${window.location.pathname}${searchOfFilter(window.location.search, next)}`)
    setFilter(next)
    setShown(PAGE)
  }
  const texts = {
    free: t('free'),
    pricePerPerson: (price: string) => t('pricePerPerson', { price }),
    status: (status: EventCardData['status']) => t(`status.${status}`),
    spotsLeft: (left: number) => t('spotsLeft', { count: left }),
  }

  return (
    <>
      <div className="b-event-list__filters" role="group" aria-label={t('filters')}>
        <fieldset className="b-event-list__when">
          <legend>{t('when')}</legend>
          {QUICK_DATE_FILTERS.map((when) => (
            <button
              key={when}
              type="button"
              className="b-event-list__chip"
              aria-pressed={filter.when === when}
              onClick={() => choose({ ...filter, when })}
            >
              {t(`quick.${when}`)}
            </button>
          ))}
        </fieldset>
        {!ownCity && cities.length > 1 && (
          <label className="b-event-list__city">
            <span>{t('city')}</span>
            <select value={filter.city ?? ''} onChange={(event) => choose({ ...filter, city: event.currentTarget.value || null })}>
              <option value="">{t('allCities')}</option>
              {cities.map((each) => (
                <option key={each.slug} value={each.slug}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="b-event-list__results" aria-busy={fetching && query.isFetching}>
        {fetching && query.isError ? (
          <div className="b-event-list__error" role="alert">
            <p>{t('listError')}</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : !visible ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p className="b-event-list__count" role="status">
              {t('count', { count: count ?? 0 })}
            </p>
            {visible.length === 0 ? (
              <p className="b-event-list__empty">{t('empty')}</p>
            ) : (
              <ul className="b-event-list__cards">
                {visible.map((card, index) => (
                  <li key={card.id}>
                    <EventCard
                      card={card}
                      locale={locale}
                      texts={texts}
                      heading={cardHeading}
                      onSelect={() => pushEvent({ event: 'select_item', ecommerce: { ...LIST, items: [eventItem(card, index)] } })}
                    />
                  </li>
                ))}
              </ul>
            )}
            {(count ?? 0) > visible.length && (
              <button type="button" className="button button--secondary b-event-list__more" onClick={() => setShown((now) => now + PAGE)}>
                {t('showMore')}
              </button>
            )}
          </>
        )}
      </div>
    </>
  )
}

/** The events list's filters and cards: the first cards from the cached HTML, filters and more from the site API. */
export default function EventListIsland(props: EventListIslandProps) {
  return (
    <SiteQueries>
      <Events {...props} />
    </SiteQueries>
  )
}
