import type { RateLimit } from '@/lib/rate-limit'

/**
 * How many alerts a customer may keep active: more than anyone follows by hand, few enough that
 * one account cannot turn the site into a mailing list.
 */
export const MAX_ACTIVE_ALERTS = 50

/**
 * How often a customer may set, activate or deactivate alerts: far above what clicks by hand
 * need; every alert may later send mail, so a script cannot pile them up.
 */
export const ALERT_LIMITS = {
  changesPerCustomer: { name: 'alert-changes-customer', max: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>
