import type { UserData } from '@/customer/accounts/customers'
import { asCustomer, deleteSiteApi, getSiteApi, postSiteApi } from '@/lib/query/site-api-call'
import type { AccountAlert, Communications, CommunicationsChange, CustomerBookings } from './account-area-shape'
import { putPicture } from './picture-upload'

/** `GET /api/v1/account/bookings?edition=&currency=`: the signed-in customer's bookings. */
export const fetchAccountBookings = (edition: string, currency: string) =>
  asCustomer(() => getSiteApi<CustomerBookings>(`/account/bookings?edition=${edition}&currency=${currency}`))

/** `GET /api/v1/account/alerts?edition=`: the signed-in customer's alerts with their travels. */
export const fetchAccountAlerts = (edition: string) =>
  asCustomer(() => getSiteApi<{ alerts: AccountAlert[] }>(`/account/alerts?edition=${edition}`))

/** `POST /api/v1/account/profile` `{ name }`: the customer after the change. */
export const saveProfile = (name: string) => asCustomer(() => postSiteApi<UserData>('/account/profile', { name }))

/** `PUT /api/v1/account/picture` with the picture, its progress told as it is sent: the customer after the change. */
export const savePicture = (file: Blob, onProgress: (sent: number) => void) => asCustomer(() => putPicture(file, onProgress))

/** `DELETE /api/v1/account/picture`: the customer back to the placeholder. */
export const removePicture = () => asCustomer(() => deleteSiteApi<UserData>('/account/picture'))

/** `GET /api/v1/account/communications`: the customer's consents. */
export const fetchCommunications = () => asCustomer(() => getSiteApi<Communications>('/account/communications'))

/** `POST /api/v1/account/communications`: the consents after the change. */
export const saveCommunications = (change: CommunicationsChange) =>
  asCustomer(() => postSiteApi<Communications>('/account/communications', change))
