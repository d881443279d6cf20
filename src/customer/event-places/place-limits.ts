import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often places may be taken and given back: every change sends a mail, so a script must not
 * be able to flood an inbox; a person changing their mind a few times stays far below.
 */
export const EVENT_PLACE_LIMITS = {
  changesPerCustomer: { name: 'event-place-changes-customer', max: 30, windowSeconds: 10 * 60 },
  changesPerAddress: { name: 'event-place-changes-address', max: 120, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>
