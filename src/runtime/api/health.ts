import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'
import { probeDatabase } from '@/lib/database/probe'

/**
 * `GET /api/v1/health`, for load balancers and compose: 200 with the database's state when the
 * server can read its database within a second, else 503 saying why.
 */
export async function health() {
  const database = await probeDatabase(cms)
  if (database.status === 'down') throw new ApiError('SERVICE_UNAVAILABLE', 'The database is unreachable.', { database })
  return { status: 'ok', database }
}
