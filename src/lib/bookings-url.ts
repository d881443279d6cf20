/** The checkout host: `BOOKINGS_URL`, a placeholder host by default. */
export function bookingsUrl(): string {
  return (process.env.BOOKINGS_URL || 'https://bookings.example.com').replace(/\/+$/, '')
}

/** Checkout of a departure: `{BOOKINGS_URL}/booking/{tourId}/start`. */
export function checkoutUrl(tourId: number): string {
  return `${bookingsUrl()}/booking/${tourId}/start`
}
