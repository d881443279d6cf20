import type { UserData } from '@/features/accounts/customers'
import { asCustomer, getSiteApi, postSiteApi } from '@/lib/query/site-api-call'
import type { AccountAlert, Communications, CommunicationsChange, CustomerBookings } from './account-area-shape'

/** `GET /api/v1/account/bookings?edition=&currency=`: the signed-in customer's bookings. */
export const fetchAccountBookings = (edition: string, currency: string) =>
  asCustomer(() => getSiteApi<CustomerBookings>(`/account/bookings?edition=${edition}&currency=${currency}`))

/** `GET /api/v1/account/alerts?edition=`: the signed-in customer's alerts with their travels. */
export const fetchAccountAlerts = (edition: string) =>
  asCustomer(() => getSiteApi<{ alerts: AccountAlert[] }>(`/account/alerts?edition=${edition}`))

/** `POST /api/v1/account/profile` `{ name }`: the customer after the change. */
export const saveProfile = (name: string) => asCustomer(() => postSiteApi<UserData>('/account/profile', { name }))

/** `GET /api/v1/account/communications`: the customer's consents. */
export const fetchCommunications = () => asCustomer(() => getSiteApi<Communications>('/account/communications'))

/** `POST /api/v1/account/communications`: the consents after the change. */
export const saveCommunications = (change: CommunicationsChange) =>
  asCustomer(() => postSiteApi<Communications>('/account/communications', change))
