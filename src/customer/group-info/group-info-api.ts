import { asCustomer, getSiteApi } from '@/lib/query/site-api-call'
import type { GroupInfo } from './group-info-shape'

/** `GET /api/v1/tours/group-info?tourId=`: who is going, for the signed-in customer. */
export const fetchGroupInfo = (tourId: number) => asCustomer(() => getSiteApi<GroupInfo>(`/tours/group-info?tourId=${tourId}`))
