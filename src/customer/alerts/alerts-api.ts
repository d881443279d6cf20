import { asCustomer, getSiteApi, postSiteApi } from '@/lib/query/site-api-call'
import type { AlertTarget, CustomerAlert } from './alert-shape'

/** `GET /api/v1/alerts`: the signed-in customer's alerts. */
export const fetchAlerts = () => asCustomer(() => getSiteApi<{ alerts: CustomerAlert[] }>('/alerts'))

/** `POST /api/v1/alerts?edition=`: sets the alert (its mails speak the edition's language). */
export const setAlertCall = (edition: string, target: AlertTarget, phone: string | null) =>
  asCustomer(() => postSiteApi<CustomerAlert>(`/alerts?edition=${edition}`, { ...target, phone }))

/** `POST /api/v1/alerts/activate` or `/deactivate`. */
export const switchAlertCall = (id: number, active: boolean) =>
  asCustomer(() => postSiteApi<CustomerAlert>(`/alerts/${active ? 'activate' : 'deactivate'}`, { id }))
