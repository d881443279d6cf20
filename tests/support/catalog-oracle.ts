import type { CurrencyCode } from '../../src/editions/editions'
import { durationMatcher } from '../../src/features/catalog/durations'
import type { CatalogFilters } from '../../src/features/catalog/filter-schema'
import { searchableText } from '../../src/features/catalog/search-text'
import { isBookable } from '../../src/features/catalog/tour-rules'
import type { GeneratedCatalog, GeneratedTour, GeneratedTravel } from '../../seed/catalog/types'

/**
 * The catalog search written the plain way, over the generator's own data: what the API must
 * answer for the same filters. Slow and obvious on purpose.
 */
export type Expected = { travelId: number; bestTourId: number | null; toursCount: number }

const DAY_MS = 86_400_000
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)

export function textMatches(
  catalog: GeneratedCatalog,
  travel: GeneratedTravel,
  text: string,
  language: 'it' | 'es' | 'fr' | 'de' | 'en',
): boolean {
  const words = searchableText(text).split(' ').filter(Boolean)
  const holdsAll = (name: string) => {
    const own = searchableText(name).split(' ')
    return words.every((word) => own.some((candidate) => candidate.startsWith(word)))
  }
  if (words.length === 0) return false
  const names = travel.destinationIds.map((id) => catalog.destinations.find((destination) => destination.id === id)!.name[language])
  return holdsAll(travel.title[language]) || names.some(holdsAll)
}

export function expectedTours(
  catalog: GeneratedCatalog,
  filters: CatalogFilters,
  currency: CurrencyCode,
  today: number,
  language: 'it' | 'es' | 'fr' | 'de' | 'en',
) {
  const continentOf = (id: number) => catalog.destinations.find((destination) => destination.id === id)!.continentId
  const code = (list: Array<{ id: number; code: string }>, id: number) => list.find((entry) => entry.id === id)!.code
  const span = filters.daysSpan ?? 0
  const from = Math.max(today, filters.dateFrom ? day(filters.dateFrom) - span : today)
  const to = filters.dateTo ? day(filters.dateTo) + span : Infinity
  const ranges = (filters.dateRanges ?? []).map((text) => text.split('..').map(day) as [number, number])
  const todayIso = new Date(today * DAY_MS).toISOString().slice(0, 10)
  const promoted = new Set(
    catalog.travels.filter((travel) => travel.promo && travel.promo.expiresOn >= todayIso).map((travel) => travel.id),
  )
  const travelOk = (travel: GeneratedTravel) =>
    travel.published &&
    (!filters.travelId?.length || filters.travelId.includes(travel.id)) &&
    (!filters.textSearch || textMatches(catalog, travel, filters.textSearch, language)) &&
    (!filters.durations?.length || durationMatcher(filters.durations)(travel.numberOfDays)) &&
    travel.numberOfDays >= (filters.durationFrom ?? 0) &&
    travel.numberOfDays <= (filters.durationTo ?? Infinity) &&
    (!filters.isNoSharingRoomAvailable || travel.isNoSharingRoomAvailable) &&
    (!filters.travelStyles?.length || filters.travelStyles.includes(code(catalog.travelStyles, travel.travelStyleId))) &&
    (!filters.travelTypes?.length || filters.travelTypes.includes(code(catalog.travelTypes, travel.travelTypeId))) &&
    (!filters.costCenters?.length || filters.costCenters.includes(code(catalog.costCenters, travel.costCenterId))) &&
    (!filters.badgeId?.length || travel.badgeIds.some((id) => filters.badgeId!.includes(id))) &&
    (!filters.continentId?.length || travel.destinationIds.some((id) => filters.continentId!.includes(continentOf(id)))) &&
    (!filters.destinationId?.length || travel.destinationIds.some((id) => filters.destinationId!.includes(id)))
  const tourOk = (tour: GeneratedTour) => {
    const start = day(tour.startingDate)
    const price = tour.prices[currency]
    return (
      start >= from &&
      start <= to &&
      (ranges.length === 0 || ranges.some(([first, last]) => start >= first - span && start <= last + span)) &&
      (!filters.status?.length || filters.status.includes(tour.status)) &&
      (!filters.ageBadge || tour.ageBadge === filters.ageBadge) &&
      (filters.priceFrom === undefined || price.price >= filters.priceFrom) &&
      (filters.priceTo === undefined || price.price <= filters.priceTo) &&
      (!filters.discounted || price.discount > 0) &&
      (!filters.onOffer || price.discount > 0 || promoted.has(tour.travelId))
    )
  }
  return { travelOk, tourOk, day }
}

const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b)

/** Travels in the order the API must give them (text searches: in any order, ranks are Postgres'). */
export function expectedTravels(
  catalog: GeneratedCatalog,
  filters: CatalogFilters,
  currency: CurrencyCode,
  today: number,
  language: 'it' | 'es' | 'fr' | 'de' | 'en',
): Expected[] {
  const { travelOk, tourOk, day: dayOf } = expectedTours(catalog, filters, currency, today, language)
  const needsTour = Boolean(
    filters.hasTours ||
    filters.dateFrom ||
    filters.dateTo ||
    filters.dateRanges?.length ||
    filters.status?.length ||
    filters.ageBadge ||
    filters.priceFrom !== undefined ||
    filters.priceTo !== undefined ||
    filters.discounted ||
    filters.onOffer,
  )
  const rows = catalog.travels.filter(travelOk).flatMap((travel) => {
    const tours = catalog.tours.filter((tour) => tour.travelId === travel.id && tourOk(tour))
    if (needsTour && tours.length === 0) return []
    const bookable = tours.filter((tour) => isBookable(tour))
    const pool = bookable.length ? bookable : tours
    const best = pool.reduce<GeneratedTour | null>(
      (cheapest, tour) => (cheapest === null || tour.prices[currency].price < cheapest.prices[currency].price ? tour : cheapest),
      null,
    )
    return [
      {
        travel,
        best,
        firstDay: tours.length ? dayOf(tours[0]!.startingDate) : null,
        maxDiscount: Math.max(0, ...tours.map((tour) => tour.prices[currency].discount)),
        count: tours.length,
      },
    ]
  })
  type Row = (typeof rows)[number]
  const byRelevance = (a: Row, b: Row) => b.travel.relevance - a.travel.relevance || a.travel.id - b.travel.id
  const price = (row: Row) => (row.best ? row.best.prices[currency].price : null)
  const orders: Record<string, (a: Row, b: Row) => number> = {
    'date:asc': (a, b) => nullsLast(a.firstDay, b.firstDay) || byRelevance(a, b),
    'price:asc': (a, b) => nullsLast(price(a), price(b)) || byRelevance(a, b),
    'price:desc': (a, b) => nullsLast(price(a) === null ? null : -price(a)!, price(b) === null ? null : -price(b)!) || byRelevance(a, b),
    'discount:desc': (a, b) => b.maxDiscount - a.maxDiscount || byRelevance(a, b),
    'duration:asc': (a, b) => a.travel.numberOfDays - b.travel.numberOfDays || byRelevance(a, b),
    'duration:desc': (a, b) => b.travel.numberOfDays - a.travel.numberOfDays || byRelevance(a, b),
  }
  rows.sort(orders[filters.sort ?? ''] ?? byRelevance)
  return rows.map((row) => ({ travelId: row.travel.id, bestTourId: row.best?.id ?? null, toursCount: row.count }))
}

/** Departure ids in the order the API must give them. */
export function expectedTourIds(
  catalog: GeneratedCatalog,
  filters: CatalogFilters,
  currency: CurrencyCode,
  today: number,
  language: 'it' | 'es' | 'fr' | 'de' | 'en',
): number[] {
  const { travelOk, tourOk } = expectedTours(catalog, filters, currency, today, language)
  const travels = new Map(catalog.travels.map((travel) => [travel.id, travel]))
  const tours = catalog.tours.filter((tour) => travelOk(travels.get(tour.travelId)!) && tourOk(tour))
  const byDate = (a: GeneratedTour, b: GeneratedTour) =>
    a.startingDate.localeCompare(b.startingDate) || a.position - b.position || a.id - b.id
  const days = (tour: GeneratedTour) => travels.get(tour.travelId)!.numberOfDays
  const price = (tour: GeneratedTour) => tour.prices[currency].price
  switch (filters.sort) {
    case 'price:asc':
      return tours.sort((a, b) => price(a) - price(b) || byDate(a, b)).map((tour) => tour.id)
    case 'price:desc':
      return tours
        .sort((a, b) => price(a) - price(b) || byDate(a, b))
        .reverse()
        .map((tour) => tour.id)
    case 'discount:desc':
      return tours.sort((a, b) => b.prices[currency].discount - a.prices[currency].discount || byDate(a, b)).map((tour) => tour.id)
    case 'duration:asc':
      return tours.sort((a, b) => days(a) - days(b) || byDate(a, b)).map((tour) => tour.id)
    case 'duration:desc':
      return tours
        .sort((a, b) => days(a) - days(b) || byDate(a, b))
        .reverse()
        .map((tour) => tour.id)
    default:
      return tours.sort(byDate).map((tour) => tour.id)
  }
}
