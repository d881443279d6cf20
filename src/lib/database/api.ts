import { z } from 'zod'
import { cms } from '@/lib/cms/instance'
import { ApiError } from '@/lib/http/api-error'
import { siteCalls } from '@/lib/site-api/site-call'
import { probeDatabase } from './probe'

/** For load balancers and compose: 200 when the server reads its database within a second, else 503 saying why. */
export async function health() {
  const database = await probeDatabase(cms)
  if (database.status === 'down') throw new ApiError('SERVICE_UNAVAILABLE', 'The database is unreachable.', { database })
  return { status: 'ok', database }
}

export const HEALTH_API = siteCalls({
  method: 'GET',
  path: '/health',
  summary: 'Whether the server can read its database within a second (for load balancers and compose).',
  answer: z.object({ status: z.literal('ok'), database: z.object({ status: z.literal('up'), latencyMs: z.number() }) }),
  errors: [[503, 'SERVICE_UNAVAILABLE', 'the database is unreachable; `extra.database.reason` is `timeout` or `unreachable`']],
  handler: health,
})
