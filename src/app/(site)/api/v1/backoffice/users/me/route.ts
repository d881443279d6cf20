import { apiRoute } from '@/lib/http/api-route'
import { showMe } from '@/runtime/api/account-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showMe })
