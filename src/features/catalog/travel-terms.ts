import type { CurrencyCode } from '@/editions/editions'
import type { AgeBadge } from './constants'

/** The balance is paid this many days before departure. */
export const BALANCE_DUE_DAYS = 31
/** Cancelling is free up to this many days before departure... */
export const FREE_CANCELLATION_DAYS = 31
/** ...or up to this many with the flexible cancellation option. */
export const FLEXIBLE_CANCELLATION_DAYS = 8
/** Travellers per group, on average across departures. */
export const AVERAGE_GROUP_SIZE = 11
/** A departure is confirmed once this many travellers have booked it; its maximum is its own (`maxGroupSize`). */
export const GROUP_MINIMUM_TO_CONFIRM = 6
/** The deposit that books a seat, in minor units of each currency. */
export const DEPOSIT: Record<CurrencyCode, number> = { EUR: 10_000, GBP: 10_000, USD: 10_000 }

/** A trip of n days sleeps n - 1 nights. */
export function nightsOf(days: number): number {
  return Math.max(0, days - 1)
}

/** The age range a travel is for: its badge, or every age. */
export type AgeRange = AgeBadge | 'ALL'
export function ageRangeOf(badge: AgeBadge | null): AgeRange {
  return badge ?? 'ALL'
}

/** A promotion is valid through its last day (`YYYY-MM-DD`), or for ever without one. */
export function promoExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today
}
