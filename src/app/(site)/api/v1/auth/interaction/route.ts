import { apiRoute } from '@/lib/http/api-route'
import { completeInteraction } from '@/runtime/api/account-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: completeInteraction })
