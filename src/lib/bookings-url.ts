/** The checkout host: `BOOKINGS_URL`, a placeholder host by default (CONTRACT §2). */
export function bookingsUrl(): string {
  return (process.env.BOOKINGS_URL || 'https://bookings.example.com').replace(/\/+$/, '')
}

/** Checkout of a departure (spec 000 §1, CONTRACT §2): `{BOOKINGS_URL}/booking/{tourId}/start`. */
export function checkoutUrl(tourId: number): string {
  return `${bookingsUrl()}/booking/${tourId}/start`
}
