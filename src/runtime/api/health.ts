import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'

/** `GET /api/v1/health`: 200 when the server can read its database, else 503 (for load balancers and compose). */
export async function health() {
  try {
    const payload = await cms()
    await payload.count({ collection: 'pages' })
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 'The database is unreachable.')
  }
  return { status: 'ok' }
}
