import { buildCalendarMonths, type CalendarMonth } from '@/features/calendar/build-months'
import { findTours } from '@/features/catalog/catalog'
import { MAX_SHOW } from '@/features/catalog/constants'
import { catalogQuery } from '@/features/catalog/database'
import { filterSchema } from '@/features/catalog/filter-schema'
import { cms } from '@/lib/cms/instance'
import { relationIds as ids } from '@/lib/cms/relation-ids'
import type { BlockContext, BlockOf } from '../types'

export type CalendarData = {
  months: CalendarMonth[]
  /** Tour id → its page, for the day cells' links. */
  tourUrls: Record<number, string>
  /** The tour of a tour page: its day is highlighted and shown first. */
  selectedTourId: number | null
  today: string
  /** The edition's first day of the week, as its admin set it. */
  weekStartsOn: 0 | 1
}

/** The departures the calendar shows (the block's travel, the route's travel, or its places), as months. */
export default async function loadCalendar(block: BlockOf<'calendar'>, context: BlockContext): Promise<CalendarData> {
  const travelId = block.travel ? ids([block.travel])[0] : context.routeData.travel?.id
  const filters = filterSchema.parse({
    ...(travelId ? { travelId: [travelId] } : { continentId: ids(block.continents), destinationId: ids(block.destinations) }),
    sort: 'date:asc',
    show: MAX_SHOW,
  })
  const today = new Date().toISOString().slice(0, 10)
  const { weekStartsOn } = context.edition
  const found =
    travelId || filters.continentId?.length || filters.destinationId?.length
      ? await findTours(catalogQuery(await cms()), filters, { edition: context.edition, currency: context.currency }, 0, MAX_SHOW)
      : { items: [] }
  const tours = found.items.map((tour) => ({
    id: tour.id,
    code: tour.code,
    startingDate: tour.startingDate,
    endingDate: tour.endingDate,
    status: tour.status,
    basePrice: tour.basePrice,
    price: tour.price,
  }))
  return {
    months: buildCalendarMonths(tours, { today, weekStartsOn }),
    tourUrls: Object.fromEntries(found.items.map((tour) => [tour.id, tour.url])),
    selectedTourId: context.routeData.tour?.id ?? null,
    today,
    weekStartsOn,
  }
}
