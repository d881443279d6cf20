import type { RateLimit } from '@/lib/rate-limit'

/**
 * How often the bookings endpoints may be called. A bookings system writes in bursts (a batch
 * after an outage), so the caps are wide; they stop a runaway loop and key guessing.
 */
export const BOOKINGS_LIMITS = {
  callsPerAddress: { name: 'bookings-address', max: 600, windowSeconds: 60 },
  writesPerSystem: { name: 'bookings-system', max: 300, windowSeconds: 60 },
  /** A customer books a handful of departures, not dozens in an hour: this stops a script holding seats. */
  requestsPerCustomer: { name: 'booking-requests-customer', max: 10, windowSeconds: 3600 },
  requestsPerAddress: { name: 'booking-requests-address', max: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimit>
