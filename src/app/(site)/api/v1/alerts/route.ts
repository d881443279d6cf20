import { apiRoute } from '@/lib/http/api-route'
import { createAlert, showAlerts } from '@/runtime/api/alert-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: showAlerts, POST: createAlert })
