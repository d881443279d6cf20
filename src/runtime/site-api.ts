import { ACCOUNT_AREA_API } from '@/customer/account-area/api'
import { ACCOUNT_API } from '@/customer/accounts/api'
import { ALERT_API } from '@/customer/alerts/api'
import { BOOKING_API } from '@/customer/bookings/api'
import { EVENT_PLACES_API } from '@/customer/event-places/api'
import { GROUP_INFO_API } from '@/customer/group-info/api'
import { NEWSLETTER_API } from '@/customer/newsletter/api'
import { WISHLIST_API } from '@/customer/wishlist/api'
import { CATALOG_API } from '@/features/catalog/api'
import { EVENTS_API } from '@/features/events/api'
import { EXPERIMENTS_API } from '@/features/experiments/api'
import { GEOLOCATION_API } from '@/features/geolocation/api'
import { PLAIN_SEARCH_API } from '@/features/plain-search/api'
import { REVALIDATE_API } from '@/lib/cache/api'
import { HEALTH_API } from '@/lib/database/api'
import { LAYOUT_API } from '@/shell/data/api'
import { MODAL_DATA_API } from '@/shell/modals/api'
import { CUSTOM_PAGE_API } from './custom-page-api'
import type { SiteCall } from '@/lib/site-api/site-call'

/**
 * Every call of the site API (`/api/v1/*`), each declared in the room that answers it: one route
 * module dispatches through this list, and `npm run api:docs` writes docs/api.md from it, in this order.
 */
export const SITE_API: readonly SiteCall[] = [
  ...CUSTOM_PAGE_API,
  ...LAYOUT_API,
  ...MODAL_DATA_API,
  ...CATALOG_API,
  ...PLAIN_SEARCH_API,
  ...ACCOUNT_API,
  ...NEWSLETTER_API,
  ...WISHLIST_API,
  ...ALERT_API,
  ...ACCOUNT_AREA_API,
  ...GROUP_INFO_API,
  ...BOOKING_API,
  ...EVENTS_API,
  ...EVENT_PLACES_API,
  ...EXPERIMENTS_API,
  ...GEOLOCATION_API,
  ...HEALTH_API,
  ...REVALIDATE_API,
]
