import { apiRoute } from '@/lib/http/api-route'
import { showCommunications, updateCommunications } from '@/runtime/api/account-area-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showCommunications, POST: updateCommunications })
