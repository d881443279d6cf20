import { apiRoute } from '@/lib/http/api-route'
import { showCustomPage } from '@/runtime/api/show-custom-page'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showCustomPage(request) })
