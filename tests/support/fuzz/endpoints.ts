import { FILTER_KEYS } from '@/features/catalog/filter-schema'

export type FuzzEndpoint = {
  /** The call's path under /api/v1 (`[name]` for a path segment it reads), or the catch-all's `[...path]`: what the tally counts by. */
  route: string
  path: string
  method: 'GET' | 'POST' | 'PUT'
  /** The parameter the route's last path segment is (`path` then ends before it), fuzzed like a query value. */
  pathParam?: string
  /** What follows the parameter's segment (`/place` of `events/[id]/place`). */
  pathSuffix?: string
  /** Headers the call reads besides the common ones (a key), sent with known or hostile values. */
  headers?: readonly string[]
  /** Query parameters the call reads. */
  params: readonly string[]
  /** Keys of the JSON body the call reads (POST and PUT calls). */
  bodyKeys?: readonly string[]
}

const CATALOG_QUERY = ['edition', 'currency']

/** Every path of the site API, with what its call reads; an unknown path is fuzzed too. */
export const SITE_API_ENDPOINTS: readonly FuzzEndpoint[] = [
  { route: 'health', path: '/api/v1/health', method: 'GET', params: [] },
  { route: 'layouts', path: '/api/v1/layouts', method: 'GET', params: ['edition'] },
  { route: 'layouts/modals', path: '/api/v1/layouts/modals', method: 'GET', params: ['edition'] },
  { route: 'custompages/show', path: '/api/v1/custompages/show', method: 'GET', params: ['routingKey', 'slug', 'edition'] },
  { route: 'travels', path: '/api/v1/travels', method: 'POST', params: CATALOG_QUERY, bodyKeys: FILTER_KEYS },
  { route: 'travels/paginated', path: '/api/v1/travels/paginated', method: 'POST', params: CATALOG_QUERY, bodyKeys: FILTER_KEYS },
  { route: 'tours', path: '/api/v1/tours', method: 'POST', params: CATALOG_QUERY, bodyKeys: FILTER_KEYS },
  { route: 'tours/paginated', path: '/api/v1/tours/paginated', method: 'POST', params: CATALOG_QUERY, bodyKeys: FILTER_KEYS },
  { route: 'tours/days', path: '/api/v1/tours/days', method: 'POST', params: CATALOG_QUERY, bodyKeys: FILTER_KEYS },
  { route: 'travels/show', path: '/api/v1/travels/show', method: 'GET', params: ['slug', 'edition', 'currency'] },
  {
    route: 'travels/top-sellers',
    path: '/api/v1/travels/top-sellers',
    method: 'GET',
    params: ['search', 'countries[]', 'continents[]', 'countries', 'edition'],
  },
  { route: 'destinations/search', path: '/api/v1/destinations/search', method: 'GET', params: ['q', 'limit', 'edition'] },
  { route: 'search/options', path: '/api/v1/search/options', method: 'GET', params: ['edition'] },
  { route: 'flights/search', path: '/api/v1/flights/search', method: 'GET', params: ['tour', 'origin', 'edition'] },
  { route: 'auth/generate-otp', path: '/api/v1/auth/generate-otp', method: 'POST', params: ['edition'], bodyKeys: ['email', 'consent'] },
  { route: 'auth/complete-otp', path: '/api/v1/auth/complete-otp', method: 'POST', params: [], bodyKeys: ['email', 'otp'] },
  { route: 'auth/interaction', path: '/api/v1/auth/interaction', method: 'POST', params: [], bodyKeys: ['uid', 'email', 'otp'] },
  { route: 'auth/refresh', path: '/api/v1/auth/refresh', method: 'POST', params: [], bodyKeys: ['refreshToken'] },
  { route: 'auth/logout', path: '/api/v1/auth/logout', method: 'POST', params: [], bodyKeys: ['refreshToken'] },
  { route: 'backoffice/users/me', path: '/api/v1/backoffice/users/me', method: 'GET', params: [] },
  { route: 'users/validate-email', path: '/api/v1/users/validate-email', method: 'POST', params: [], bodyKeys: ['email'] },
  { route: 'newsletter/register', path: '/api/v1/newsletter/register', method: 'POST', params: ['edition'], bodyKeys: ['email'] },
  { route: 'newsletter/subscribe', path: '/api/v1/newsletter/subscribe', method: 'POST', params: [], bodyKeys: [] },
  { route: 'newsletter/confirm', path: '/api/v1/newsletter/confirm', method: 'GET', params: ['token', 'edition'] },
  { route: 'wishlist', path: '/api/v1/wishlist', method: 'GET', params: [] },
  { route: 'wishlist/details', path: '/api/v1/wishlist/details', method: 'GET', params: CATALOG_QUERY },
  { route: 'wishlist/add', path: '/api/v1/wishlist/add', method: 'POST', params: [], bodyKeys: ['travelId', 'tourId'] },
  { route: 'wishlist/remove', path: '/api/v1/wishlist/remove', method: 'POST', params: [], bodyKeys: ['travelId', 'tourId'] },
  { route: 'alerts', path: '/api/v1/alerts', method: 'POST', params: ['edition'], bodyKeys: ['travelId', 'tourId', 'phone'] },
  { route: 'alerts/activate', path: '/api/v1/alerts/activate', method: 'POST', params: [], bodyKeys: ['id'] },
  { route: 'alerts/deactivate', path: '/api/v1/alerts/deactivate', method: 'POST', params: [], bodyKeys: ['id'] },
  { route: 'account/bookings', path: '/api/v1/account/bookings', method: 'GET', params: CATALOG_QUERY },
  { route: 'account/alerts', path: '/api/v1/account/alerts', method: 'GET', params: ['edition'] },
  { route: 'account/profile', path: '/api/v1/account/profile', method: 'POST', params: [], bodyKeys: ['name'] },
  { route: 'account/picture', path: '/api/v1/account/picture', method: 'PUT', params: [], bodyKeys: [] },
  {
    route: 'account/communications',
    path: '/api/v1/account/communications',
    method: 'POST',
    params: [],
    bodyKeys: ['newsletter', 'marketing', 'privacy'],
  },
  { route: 'reviews', path: '/api/v1/reviews', method: 'GET', params: ['page', 'edition'] },
  { route: 'tours/group-info', path: '/api/v1/tours/group-info', method: 'GET', params: ['tourId'] },
  { route: 'alerts/unsubscribe', path: '/api/v1/alerts/unsubscribe', method: 'GET', params: ['alert', 'signature', 'edition'] },
  {
    route: 'bookings',
    path: '/api/v1/bookings',
    method: 'POST',
    params: ['edition'],
    bodyKeys: ['tourId', 'travellers', 'name', 'gender', 'birthYear', 'privacy'],
  },
  {
    route: 'bookings/[reference]',
    path: '/api/v1/bookings',
    pathParam: 'reference',
    method: 'PUT',
    params: [],
    bodyKeys: ['customer', 'email', 'tourId', 'status', 'travellers', 'gender', 'birthYear', 'firstTrip', 'tripsDone'],
    headers: ['authorization'],
  },
  { route: 'search/understand', path: '/api/v1/search/understand', method: 'GET', params: ['edition', 'q'] },
  { route: 'events', path: '/api/v1/events', method: 'GET', params: ['edition', 'currency', 'city', 'when'] },
  {
    route: 'events/[id]/place',
    path: '/api/v1/events',
    pathParam: 'id',
    pathSuffix: '/place',
    method: 'POST',
    params: ['edition'],
    bodyKeys: [],
  },
  { route: 'features', path: '/api/v1/features', method: 'GET', params: [] },
  { route: 'geolocation', path: '/api/v1/geolocation', method: 'GET', params: ['edition'], headers: ['cf-ipcountry'] },
  { route: 'internal/revalidate', path: '/api/v1/internal/revalidate', method: 'POST', params: [], bodyKeys: ['tags', 'token'] },
  { route: '[...path]', path: '/api/v1/no-such-call', method: 'GET', params: ['id'] },
]

/** Requests per endpoint and run: hundreds, within the suite's time budget. */
export const FUZZ_RUNS_PER_ENDPOINT = 250

/** The methods Next.js hands to the route module. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
