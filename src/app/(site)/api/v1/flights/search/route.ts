import { apiRoute } from '@/lib/http/api-route'
import { searchFlights } from '@/runtime/api/flight-search'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => searchFlights(request) })
