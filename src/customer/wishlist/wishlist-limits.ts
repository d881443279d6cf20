import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often a customer may change their wishlist: far above what hearts clicked by hand need,
 * low enough that a script cannot fill the table. The calls send no mail; the visitor's sign-in
 * before a save goes through the code calls and their own limits.
 */
export const WISHLIST_LIMITS = {
  changesPerCustomer: { name: 'wishlist-changes-customer', max: 120, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>
