import { apiRoute } from '@/lib/http/api-route'
import { showTravelAddress } from '@/runtime/api/travel-address'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showTravelAddress(request) })
