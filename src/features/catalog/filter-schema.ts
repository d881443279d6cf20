import { z } from 'zod'
import {
  AGE_BADGES,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_SHOW,
  LISTING_TABS,
  MAX_DATE_RANGES,
  MAX_DAYS_SPAN,
  MAX_DURATION_DAYS,
  MAX_LIST_ITEMS,
  MAX_PAGE,
  MAX_PER_PAGE,
  MAX_PRICE_MINOR,
  MAX_SHOW,
  MAX_TEXT_SEARCH_LENGTH,
} from './constants'
import { dateRangeDays } from './date-ranges'
import { DURATION_OPTIONS } from './durations'
import { SORT_OPTIONS } from './sorting'
import { TOUR_STATUSES } from './statuses'

const id = z.coerce.number().int().positive()
const code = z.string().trim().min(1).max(60)
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} values.`)
const price = z.coerce.number().int().min(0).max(MAX_PRICE_MINOR)
const days = z.coerce.number().int().min(1).max(MAX_DURATION_DAYS)

/** A calendar day, `YYYY-MM-DD`, that exists. */
const day = z.iso.date()

/** What is wrong with a range of days, if anything: it must be two days that exist, the first not after the last. */
function dayRangeProblem(text: string): string | null {
  const range = dateRangeDays(text)
  if (!range) return 'Write a range of days as YYYY-MM-DD..YYYY-MM-DD.'
  if (!day.safeParse(range.start).success || !day.safeParse(range.end).success) return `${text} names a day that does not exist.`
  return range.start > range.end ? `${text} ends before it starts.` : null
}

const dayRange = z
  .string()
  .superRefine((text, context) => {
    const problem = dayRangeProblem(text)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
  .describe('YYYY-MM-DD..YYYY-MM-DD')

/**
 * The filter set as the catalog API and listings accept it, after query parsing
 * (`query-params.ts`) for addresses or as JSON bodies. Ranges must not be reversed.
 */
export const filterSchema = z
  .object({
    durations: list(z.enum(DURATION_OPTIONS)).optional(),
    priceFrom: price.optional(),
    priceTo: price.optional(),
    ageBadge: z.enum(AGE_BADGES).optional(),
    discounted: z.boolean().optional(),
    /** Departures on offer: discounted, or of a travel whose promotion code is in force today. */
    onOffer: z.boolean().optional(),
    isNoSharingRoomAvailable: z.boolean().optional(),
    badgeId: list(id).optional(),
    travelStyles: list(code).optional(),
    status: list(z.enum(TOUR_STATUSES)).optional(),
    travelTypes: list(code).optional(),
    costCenters: list(code).optional(),
    durationFrom: days.optional(),
    durationTo: days.optional(),
    textSearch: z.string().trim().max(MAX_TEXT_SEARCH_LENGTH).optional(),
    dateFrom: day.optional(),
    dateTo: day.optional(),
    /** Departures starting in any of them (and between `dateFrom` and `dateTo`, when given). */
    dateRanges: z.array(dayRange).max(MAX_DATE_RANGES, `At most ${MAX_DATE_RANGES} ranges of days.`).optional(),
    sort: z.enum(SORT_OPTIONS).optional(),
    travelId: list(id).optional(),
    hasTours: z.boolean().optional(),
    show: z.coerce.number().int().min(1).max(MAX_SHOW).default(DEFAULT_SHOW),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    tab: z.enum(LISTING_TABS).default('travels'),
    daysSpan: z.coerce.number().int().min(0).max(MAX_DAYS_SPAN).optional(),
    continentId: list(id).optional(),
    destinationId: list(id).optional(),
  })
  .superRefine((filters, context) => {
    const reversed = (from: unknown, to: unknown, path: string) => {
      if (from !== undefined && to !== undefined && (from as number | string) > (to as number | string)) {
        context.addIssue({ code: 'custom', path: [path], message: `Must not come before ${path.replace(/To$/, 'From')}.` })
      }
    }
    reversed(filters.priceFrom, filters.priceTo, 'priceTo')
    reversed(filters.durationFrom, filters.durationTo, 'durationTo')
    reversed(filters.dateFrom, filters.dateTo, 'dateTo')
  })

export type CatalogFilters = z.output<typeof filterSchema>
export type CatalogFilterInput = z.input<typeof filterSchema>

/** The keys of the filter set: everything else in an address is dropped. */
export { FILTER_KEYS } from './filter-keys'
