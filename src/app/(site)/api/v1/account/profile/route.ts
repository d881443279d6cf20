import { apiRoute } from '@/lib/http/api-route'
import { updateProfile } from '@/runtime/api/account-area-calls'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: updateProfile })
