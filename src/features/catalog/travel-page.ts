import type { Edition } from '@/editions/edition'
import type { Payload } from 'payload'
import type { CurrencyCode } from '@/editions/editions'
import type { Travel } from '@/payload-types'
import { findTours, findTravels, travelSlugs, type CatalogAudience } from './catalog'
import { catalogQuery } from './database'
import { filterSchema } from './filter-schema'
import type { ApiTour } from './search/present'
import { travelDetails } from './travel-details'

/** A travel as its page and `GET /travels/show` give it: the listing's fields, its best departure, its slug in every edition, its details. */
export async function travelPageData(payload: Payload, travel: Travel, audience: CatalogAudience) {
  const query = catalogQuery(payload)
  const { items } = await findTravels(query, filterSchema.parse({ travelId: [travel.id] }), audience, 0, 1)
  return items[0] ? { ...items[0], slugs: await travelSlugs(query, travel.id), ...travelDetails(travel) } : null
}
export type TravelPageData = NonNullable<Awaited<ReturnType<typeof travelPageData>>>

/** One upcoming departure of a travel, priced for the audience; `null` when it is not on sale. */
export async function tourPageData(payload: Payload, travelId: number, tourId: number, audience: CatalogAudience): Promise<ApiTour | null> {
  const { items } = await findTours(catalogQuery(payload), filterSchema.parse({ travelId: [travelId], show: 500 }), audience, 0, 500)
  return items.find((tour) => tour.id === tourId) ?? null
}

/** What one departure of a travel sells for in one currency: an offer of its structured data. */
export type TravelOffer = Pick<ApiTour, 'currency' | 'price' | 'url' | 'status'>

/** The travel's best departure in each of the edition's currencies. */
export async function travelOffers(
  payload: Payload,
  travelId: number,
  edition: Edition,
  currencies: readonly CurrencyCode[],
): Promise<TravelOffer[]> {
  const query = catalogQuery(payload)
  const filters = filterSchema.parse({ travelId: [travelId] })
  const found = await Promise.all(currencies.map((currency) => findTravels(query, filters, { edition, currency }, 0, 1)))
  return found.flatMap(({ items }) => {
    const best = items[0]?.bestTour
    return best ? [{ currency: best.currency, price: best.price, url: best.url, status: best.status }] : []
  })
}
