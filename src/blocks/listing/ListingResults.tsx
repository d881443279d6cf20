import { useTranslations } from 'next-intl'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { formatMonth } from '@/editions/formats'
import type { Paginated } from '@/features/catalog/catalog'
import type { ApiTour, ApiTravel } from '@/features/catalog/search/present'
import { groupsByMonth, type SortOption } from '@/features/catalog/sorting'
import { TourHeart, TravelHeart } from '@/customer/wishlist/CardHearts.client'
import { TourCard } from '@/features/trip-cards/TourCard'
import { TravelCard } from '@/features/trip-cards/TravelCard'

export type ListingResultsData = { tab: 'travels'; results: Paginated<ApiTravel> } | { tab: 'tours'; results: Paginated<ApiTour> }

/** Covers preloaded and loaded eagerly. */
const PRELOADED_COVERS = 4

type Group = { month: string; tours: Array<{ tour: ApiTour; position: number }> }

/** Departures under month headings, in their order (only for date, relevance or no sort). */
function byMonth(tours: ApiTour[]): Group[] {
  const groups: Group[] = []
  tours.forEach((tour, position) => {
    const month = tour.startingDate.slice(0, 7)
    if (groups.at(-1)?.month !== month) groups.push({ month, tours: [] })
    groups.at(-1)!.tours.push({ tour, position })
  })
  return groups
}

/** The count, the cards (departures by month where the sort allows), or the empty state. */
export function ListingResults({
  data,
  currency,
  edition,
  sort,
}: {
  data: ListingResultsData
  currency: CurrencyCode
  edition: EditionCode
  sort: string | undefined
}) {
  const t = useTranslations('listing')
  const catalogText = useTranslations('catalog')
  const { results } = data
  return (
    <>
      <p className="b-listing__count" role="status">
        {t('results', { count: results.total })}
      </p>
      {results.data.length === 0 && (
        <div className="b-listing__empty">
          <p>{data.tab === 'travels' ? catalogText('noTripsMatch') : catalogText('noToursDeparting')}</p>
          {data.tab === 'tours' && <p className="b-listing__hint">{catalogText('noToursDepartingHint')}</p>}
        </div>
      )}
      {data.tab === 'travels' && results.data.length > 0 && (
        <ul className="b-listing__grid">
          {data.results.data.map((travel, position) => (
            <li key={travel.id}>
              <TravelCard
                travel={travel}
                position={position}
                currency={currency}
                eager={position < PRELOADED_COVERS}
                heart={<TravelHeart travel={travel} />}
              />
            </li>
          ))}
        </ul>
      )}
      {data.tab === 'tours' &&
        results.data.length > 0 &&
        (groupsByMonth(sort as SortOption | undefined)
          ? byMonth(data.results.data)
          : [{ month: '', tours: data.results.data.map((tour, position) => ({ tour, position })) }]
        ).map((group) => (
          <section key={group.month || 'all'} className="b-listing__month">
            {group.month && <h3 className="b-listing__month-title">{formatMonth(group.month, edition)}</h3>}
            <ul className="b-listing__grid">
              {group.tours.map(({ tour, position }) => (
                <li key={tour.id}>
                  <TourCard
                    tour={tour}
                    position={position}
                    currency={currency}
                    eager={position < PRELOADED_COVERS}
                    heart={<TourHeart tour={tour} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}
