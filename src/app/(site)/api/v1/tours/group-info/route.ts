import { apiRoute } from '@/lib/http/api-route'
import { showGroupInfo } from '@/runtime/api/group-info-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showGroupInfo })
