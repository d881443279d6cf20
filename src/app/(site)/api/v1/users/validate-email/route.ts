import { apiRoute } from '@/lib/http/api-route'
import { validateEmail } from '@/runtime/api/account-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: validateEmail })
