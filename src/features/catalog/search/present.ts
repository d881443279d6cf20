import type { Edition } from '@/editions/edition'
import type { CurrencyCode, EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { resourcePath, seoName } from '@/features/media/resource'
import { siteUrl } from '@/lib/site-url'
import { AGE_BADGES } from '../constants'
import { TOUR_STATUSES } from '../statuses'
import { seatsLabel } from '../tour-rules'
import { dayNumber } from './load-snapshot'
import type { TravelHit } from './search-travels'
import type { CatalogSnapshot, ImageRecord, TravelRecord } from './snapshot'

/** Who the answer is for, and the day it is (promotion codes in force), today by default. */
export type Presentation = { edition: Edition; currency: CurrencyCode; today?: Date }

const DAY_MS = 86_400_000
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
/** A text in the edition's language, else in any language it has (a name not yet translated). */
export const inEdition = (texts: Partial<Record<EditionCode, string>>, edition: EditionCode) =>
  texts[edition] ?? Object.values(texts)[0] ?? ''

/** An image as the API gives it: `{baseUrl}/resource/{size}/{id}/{seoName}`, its text in the edition's language when it has one. */
export function presentImage(image: ImageRecord | null, edition?: EditionCode) {
  if (!image) return null
  const alt = (edition && image.editionAlts?.[edition]) || image.alt
  return {
    id: image.id,
    baseUrl: siteUrl(),
    seoName: seoName(image),
    title: image.title ?? alt,
    altText: alt,
    url: resourcePath(image, 'card'),
  }
}

function destinationsOf(snapshot: CatalogSnapshot, travel: TravelRecord, edition: Edition) {
  return travel.destinationIds.flatMap((id) => {
    const destination = snapshot.destinations.get(id)
    return destination ? [{ id, name: inEdition(destination.names, edition.code), isoCodeAlpha3: destination.isoCodeAlpha3 }] : []
  })
}

/** The travel's promotion code while it is in force (through its last day). */
function promoCodeOf(travel: TravelRecord, today: Date | undefined): string | null {
  return travel.promo && travel.promo.lastDay >= dayNumber(today ?? new Date()) ? travel.promo.code : null
}

/** What a tour card needs of its travel. */
export function travelSummary(snapshot: CatalogSnapshot, travel: TravelRecord, { edition, today }: Presentation) {
  const slug = inEdition(travel.slugs, edition.code)
  return {
    id: travel.id,
    title: inEdition(travel.titles, edition.code),
    slug,
    url: href('travels-travel', { travel: slug }, edition),
    destinationLabel: destinationsOf(snapshot, travel, edition)
      .map((destination) => destination.name)
      .join(', '),
    numberOfDays: travel.numberOfDays,
    thumbnailImage: thumbnailOf(travel, edition.code),
    promoCode: promoCodeOf(travel, today),
  }
}

/** Both sizes, made once when they show the same image. */
function thumbnailOf(travel: TravelRecord, edition: EditionCode) {
  const { mobile, desktop } = travel.thumbnail
  const mobileImage = presentImage(mobile, edition)
  return { mobile: mobileImage, desktop: desktop === mobile ? mobileImage : presentImage(desktop, edition) }
}

/** Departures of one answer: a travel's summary is made once for all its departures. */
export function presentTours(snapshot: CatalogSnapshot, tours: readonly number[], presentation: Presentation) {
  const summaries = new Map<number, ReturnType<typeof travelSummary>>()
  const summaryOf = (travel: number) => {
    if (!summaries.has(travel)) summaries.set(travel, travelSummary(snapshot, snapshot.travels[travel]!, presentation))
    return summaries.get(travel)!
  }
  return tours.map((tour) => presentTour(snapshot, tour, presentation, summaryOf))
}

/** A departure with its price in the call's currency and its seats label. */
export function presentTour(
  snapshot: CatalogSnapshot,
  tour: number,
  presentation: Presentation,
  summaryOf = (travel: number) => travelSummary(snapshot, snapshot.travels[travel]!, presentation),
) {
  const { tours } = snapshot
  const { currency, edition } = presentation
  const travel = snapshot.travels[tours.travel[tour]!]!
  const status = TOUR_STATUSES[tours.status[tour]!]!
  const seats = { status, freeSeats: tours.freeSeats[tour]!, seatsToConfirm: tours.seatsToConfirm[tour]! }
  return {
    id: tours.id[tour]!,
    code: tours.code[tour]!,
    startingDate: isoDay(tours.startDay[tour]!),
    endingDate: isoDay(tours.endDay[tour]!),
    ...seats,
    seatsLabel: seatsLabel(seats),
    maxGroupSize: tours.maxGroupSize[tour]!,
    ageBadge: tours.ageBadge[tour]! >= 0 ? AGE_BADGES[tours.ageBadge[tour]!]! : null,
    position: tours.position[tour]!,
    currency,
    basePrice: tours.basePrice[currency][tour]!,
    price: tours.price[currency][tour]!,
    discount: tours.discount[currency][tour]!,
    url: href('travels-travel-tour', { travel: inEdition(travel.slugs, edition.code), tour: tours.id[tour]! }, edition),
    travel: summaryOf(tours.travel[tour]!),
  }
}

/** A travel with its best departure in the searched range. */
export function presentTravel(snapshot: CatalogSnapshot, hit: TravelHit, presentation: Presentation) {
  const travel = snapshot.travels[hit.travel]!
  const { edition } = presentation
  const destinations = destinationsOf(snapshot, travel, edition)
  const style = travel.travelStyle ? snapshot.travelStyles.get(travel.travelStyle) : undefined
  return {
    ...travelSummary(snapshot, travel, presentation),
    destination: destinations[0] ?? null,
    destinations,
    continentIds: travel.continentIds,
    travelStyle: style ? { code: style.code, name: inEdition(style.names, edition.code) } : null,
    travelType: travel.travelType,
    badges: travel.badgeIds.flatMap((id) => {
      const badge = snapshot.badges.get(id)
      return badge ? [{ id, code: badge.code, name: inEdition(badge.names, edition.code) }] : []
    }),
    moods: travel.moods,
    ageBadge: travel.ageBadge,
    isNoSharingRoomAvailable: travel.isNoSharingRoomAvailable,
    toursCount: hit.matchingTours,
    bestTour: hit.bestTour === null ? null : withoutTravel(presentTour(snapshot, hit.bestTour, presentation)),
  }
}

/** A travel's best tour needs no second copy of the travel it belongs to. */
function withoutTravel<T extends { travel: unknown }>({ travel: _travel, ...tour }: T): Omit<T, 'travel'> {
  return tour
}

export type ApiTravel = ReturnType<typeof presentTravel>
export type ApiTour = ReturnType<typeof presentTour>
