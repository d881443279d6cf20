/** Fixed route names: each renders the custom page with that routing key. */
export const FIXED_ROUTE_NAMES = [
  'index',
  'age-groups',
  'contacts',
  'how-it-works',
  'no-sharing-room',
  'travels',
  'coordinators',
  'tours',
  'faqs',
  'media-sharing',
  'media-coordinators',
  'legal-general-condition',
  'legal-privacy-policy',
  'legal-terms-conditions',
  'legal-cancellation-policy',
  'area-asia',
  'area-europe',
  'area-america',
  'area-africa',
  'area-oceania',
  'area-antarctica',
  'wemeet-by-product',
  'wemeet-by-product-about',
  'our-values',
] as const

/** Dynamic route names: their pages get the route's data (travel, tour, filters...). */
export const DYNAMIC_ROUTE_NAMES = [
  'travels-travel',
  'travels-travel-tour',
  'travels-travel-itinerary',
  'coordinators-coordinator',
  'search',
  'search-ai',
  'wishlist',
  'booking',
  'sales',
  'events-wemeet',
  'events-city-slug',
  'account-profile',
  'account-bookings',
  'account-alerts',
  'account-communications',
  'reviews',
] as const

export const ROUTE_NAMES = [...FIXED_ROUTE_NAMES, ...DYNAMIC_ROUTE_NAMES] as const
export type RouteName = (typeof ROUTE_NAMES)[number]

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value)
}
