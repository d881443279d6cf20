import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often the bookings endpoint may be called. A bookings system writes in bursts (a batch
 * after an outage), so the caps are wide; they stop a runaway loop and key guessing.
 */
export const BOOKINGS_LIMITS = {
  callsPerAddress: { name: 'bookings-address', max: 600, windowSeconds: 60 },
  writesPerSystem: { name: 'bookings-system', max: 300, windowSeconds: 60 },
} satisfies Record<string, RateLimit>
