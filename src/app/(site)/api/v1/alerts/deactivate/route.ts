import { apiRoute } from '@/lib/http/api-route'
import { deactivateAlert } from '@/runtime/api/alert-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: deactivateAlert })
