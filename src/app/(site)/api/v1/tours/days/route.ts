import { apiRoute } from '@/lib/http/api-route'
import { CATALOG_CALLS } from '@/runtime/api/catalog-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: (request) => CATALOG_CALLS.tourDays(request) })
