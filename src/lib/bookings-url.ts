/** The checkout host, `BOOKINGS_URL`; null when unset: the site's own booking request page is the checkout then. */
export function bookingsUrl(): string | null {
  const configured = process.env.BOOKINGS_URL?.trim()
  return configured ? configured.replace(/\/+$/, '') : null
}

/** Checkout of a departure on the bookings host, `{BOOKINGS_URL}/booking/{tourId}/start`; null without a bookings host. */
export function externalCheckoutUrl(tourId: number): string | null {
  const host = bookingsUrl()
  return host ? `${host}/booking/${tourId}/start` : null
}
