import { apiRoute } from '@/lib/http/api-route'
import { showSearchOptions } from '@/runtime/api/catalog-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showSearchOptions(request) })
