import { apiRoute } from '@/lib/http/api-route'
import { health } from '@/runtime/api/health'

export const dynamic = 'force-dynamic'
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: health })
