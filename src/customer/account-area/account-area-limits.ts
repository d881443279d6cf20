import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often a customer may change their profile or consents: far above what a person clicking
 * toggles needs, low enough that a script cannot hammer the customers table.
 */
export const ACCOUNT_AREA_LIMITS = {
  changesPerCustomer: { name: 'account-changes-customer', max: 60, windowSeconds: 10 * 60 },
  /** Each upload is decoded and re-encoded: a few tries to find the right photo, not a stream of them. */
  picturesPerCustomer: { name: 'account-pictures-customer', max: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>

/** The longest name a profile keeps (the customers collection's limit). */
export const PROFILE_NAME_MAX_LENGTH = 120
