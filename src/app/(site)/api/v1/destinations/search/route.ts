import { apiRoute } from '@/lib/http/api-route'
import { showDestinationSearch } from '@/runtime/api/catalog-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showDestinationSearch(request) })
