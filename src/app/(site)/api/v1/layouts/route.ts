import { apiRoute } from '@/lib/http/api-route'
import { showLayouts } from '@/runtime/api/layouts'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showLayouts(request) })
