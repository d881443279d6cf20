import { findTours } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import { filterSchema } from '@/features/catalog/filter-schema'
import type { ApiTour } from '@/features/catalog/search/present'
import { isBookable } from '@/features/catalog/tour-rules'
import { cms } from '@/lib/cms/instance'
import type { BlockContext, BlockOf } from '../types'

export type BookingData = {
  departures: ApiTour[]
  /** The first departure that can be booked now: the box's checkout. */
  bookable: ApiTour | null
}

/** The travel's next departures, in date order, priced in the visitor's currency. */
export default async function loadBooking(block: BlockOf<'travelBooking'>, context: BlockContext): Promise<BookingData> {
  const travelId = context.routeData.travel?.id
  if (!travelId) return { departures: [], bookable: null }
  const shown = block.departures ?? 4
  const { items } = await findTours(
    catalogQuery(await cms()),
    filterSchema.parse({ travelId: [travelId], sort: 'date:asc' }),
    { edition: context.edition, currency: context.currency },
    0,
    Math.max(shown, 20),
  )
  return { departures: items.slice(0, shown), bookable: items.find(isBookable) ?? null }
}
