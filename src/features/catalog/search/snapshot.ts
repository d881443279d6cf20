import type { CurrencyCode, EditionCode } from '@/editions/editions'
import type { AgeBadge } from '../constants'
import type { Mood } from '../moods'

/** An image as the site API gives it, before its base URL is added. */
export type ImageRecord = {
  id: number
  filename: string
  mimeType: string | null
  alt: string
  /** The alternative text an edition has in its own language, where an editor (or the seed) gave one. */
  editionAlts?: Partial<Record<EditionCode, string>>
  title: string | null
}

export type Named = { id: number; code: string; names: Partial<Record<EditionCode, string>> }

export type DestinationRecord = { id: number; isoCodeAlpha3: string; continentId: number; names: Partial<Record<EditionCode, string>> }

export type TravelRecord = {
  id: number
  numberOfDays: number
  relevance: number
  isNoSharingRoomAvailable: boolean
  ageBadge: AgeBadge | null
  travelStyle: string | null
  travelType: string | null
  costCenter: string | null
  /** Who leads its groups: the coordinators' pages list their destinations and departures. */
  coordinatorId: number | null
  badgeIds: number[]
  destinationIds: number[]
  continentIds: number[]
  moods: Array<{ mood: Mood; percentage: number }>
  titles: Partial<Record<EditionCode, string>>
  slugs: Partial<Record<EditionCode, string>>
  thumbnail: { mobile: ImageRecord | null; desktop: ImageRecord | null }
  /** The code travellers enter at checkout and its last valid day (days since 1970-01-01; none: for ever). */
  promo: { code: string; lastDay: number } | null
  /** Its departures are tours `[firstTour, endTour)` in the snapshot's tour columns. */
  firstTour: number
  endTour: number
}

type PerCurrency = Record<CurrencyCode, Int32Array>

/** Departures as columns (one typed array per field), grouped by travel and sorted by date within it. */
export type TourColumns = {
  count: number
  id: Int32Array
  code: string[]
  /** Index of the tour's travel in `CatalogSnapshot.travels`. */
  travel: Int32Array
  /** Days since 1970-01-01 (UTC). */
  startDay: Int32Array
  endDay: Int32Array
  /** Index into `TOUR_STATUSES`. */
  status: Uint8Array
  freeSeats: Int32Array
  seatsToConfirm: Int32Array
  maxGroupSize: Int32Array
  /** Index into `AGE_BADGES`, -1 for none. */
  ageBadge: Int8Array
  position: Int32Array
  /** 1 when the departure can be booked online (`isBookable`). */
  bookable: Uint8Array
  basePrice: PerCurrency
  price: PerCurrency
  discount: PerCurrency
}

/** Tour indexes in the orders the tours listing sorts by, computed once per snapshot. */
export type TourOrders = {
  date: Int32Array
  priceAsc: PerCurrency
  discountDesc: PerCurrency
  durationAsc: Int32Array
}

/**
 * The published catalog of upcoming departures, held in memory by each server process: searches
 * filter and sort it without a database round trip (see docs/catalog.md for why and how it stays
 * fresh).
 */
export type CatalogSnapshot = {
  builtAt: number
  travels: TravelRecord[]
  travelIndex: Map<number, number>
  tours: TourColumns
  tourOrders: TourOrders
  /** Travel indexes by relevance (highest first, then id), and by number of days (then relevance). */
  travelOrders: { relevance: Int32Array; durationAsc: Int32Array; durationDesc: Int32Array }
  destinations: Map<number, DestinationRecord>
  continents: Map<number, Named>
  badges: Map<number, Named>
  travelStyles: Map<string, Named>
  travelTypes: Map<string, Named>
  costCenters: Map<string, Named>
}
