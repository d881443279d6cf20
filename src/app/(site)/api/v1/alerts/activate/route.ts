import { apiRoute } from '@/lib/http/api-route'
import { activateAlert } from '@/runtime/api/alert-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: activateAlert })
