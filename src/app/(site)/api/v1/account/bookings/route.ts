import { apiRoute } from '@/lib/http/api-route'
import { showAccountBookings } from '@/runtime/api/account-area-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showAccountBookings })
