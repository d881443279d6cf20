import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { externalCheckoutUrl } from '@/lib/bookings-url'

/**
 * Where "Book now" leads for a departure: the bookings host's checkout when `BOOKINGS_URL` is set,
 * else the site's own booking request page (`/{edition}/booking/{tour}`, localized).
 */
export function checkoutHref(tourId: number, edition: Edition): string {
  return externalCheckoutUrl(tourId) ?? href('booking', { tour: tourId }, edition)
}
