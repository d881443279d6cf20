import { formatMonth } from '@/editions/formats'
import { translator } from '@/editions/translator'
import type { ApiTour } from '@/features/catalog/search/present'
import { groupsByMonth } from '@/features/catalog/sorting'
import { TourCard } from '@/features/listing/TourCard'
import { TravelCard } from '@/features/listing/TravelCard'
import { BlockRoot } from '../BlockRoot'
import { Island } from '../Island.client'
import type { BlockProps } from '../types'
import { ListingFilterForm, ListingPagination, ListingTabs } from './ListingControls'
import type { ListingData } from './load-listing'
import './listing.css'

/** Covers preloaded and loaded eagerly (spec 000 §9). */
const PRELOADED_COVERS = 4

/** Departures under month headings, in their order (spec 000 §4: only for date, relevance or no sort). */
function byMonth(tours: ApiTour[]): Array<{ month: string; tours: Array<{ tour: ApiTour; position: number }> }> {
  const groups: Array<{ month: string; tours: Array<{ tour: ApiTour; position: number }> }> = []
  tours.forEach((tour, position) => {
    const month = tour.startingDate.slice(0, 7)
    if (groups.at(-1)?.month !== month) groups.push({ month, tours: [] })
    groups.at(-1)!.tours.push({ tour, position })
  })
  return groups
}

/**
 * Travels or departures matching the editor's presets, the route's subject and the address's
 * filters, 20 a page, rendered on the server; the island adds instant filtering and the list's
 * analytics (`view_item_list`, `select_item`).
 */
export function Listing({ block, frame, context, data }: BlockProps<'listing', ListingData>) {
  const { edition, currency } = context
  const t = translator(edition, 'listing')
  const catalogText = translator(edition, 'catalog')
  const { results, filters } = data
  const searchParams = context.route.searchParams
  const formId = `${frame.id}-filters`
  const items =
    data.tab === 'travels'
      ? data.results.data.map((travel) => ({ id: travel.id, name: travel.title, price: travel.bestTour ? travel.bestTour.price / 100 : null }))
      : data.results.data.map((tour) => ({ id: tour.id, name: tour.travel.title, price: tour.price / 100 }))
  return (
    <BlockRoot frame={frame} interactive>
      <div className="b-listing">
        {block.title && <h2 className="b-listing__title">{block.title}</h2>}
        {block.showTabs && <ListingTabs tab={data.tab} searchParams={searchParams} edition={edition} />}
        {block.showFilters && <ListingFilterForm filters={filters} searchParams={searchParams} edition={edition} formId={formId} />}
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
                <TravelCard travel={travel} position={position} edition={edition} currency={currency} eager={position < PRELOADED_COVERS} />
              </li>
            ))}
          </ul>
        )}
        {data.tab === 'tours' &&
          results.data.length > 0 &&
          (groupsByMonth(filters.sort) ? byMonth(data.results.data) : [{ month: '', tours: data.results.data.map((tour, position) => ({ tour, position })) }]).map((group) => (
            <section key={group.month || 'all'} className="b-listing__month">
              {group.month && <h3 className="b-listing__month-title">{formatMonth(group.month, edition)}</h3>}
              <ul className="b-listing__grid">
                {group.tours.map(({ tour, position }) => (
                  <li key={tour.id}>
                    <TourCard tour={tour} position={position} edition={edition} currency={currency} eager={position < PRELOADED_COVERS} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        <ListingPagination page={results.currentPage} lastPage={results.lastPage} searchParams={searchParams} edition={edition} />
        <Island frame={frame} type="listing" props={{ listName: block.title || `listing-${data.tab}`, currency, items, formId: block.showFilters ? formId : null }} />
      </div>
    </BlockRoot>
  )
}
