import { apiRoute } from '@/lib/http/api-route'
import { showTravel } from '@/runtime/api/show-travel'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showTravel(request) })
