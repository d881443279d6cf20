import type { NextRequest } from 'next/server'
import { ApiError } from '@/lib/http/api-error'

/** The path is echoed back percent-encoded, cut short: the caller chose it. */
const MAX_ECHOED_PATH = 200

/** Any path under /api/v1 that no call has: the 404 envelope, for every method. */
export async function unknownCall(request: NextRequest): Promise<never> {
  throw new ApiError('NOT_FOUND', `There is no ${request.method} ${request.nextUrl.pathname.slice(0, MAX_ECHOED_PATH)} in the site API.`)
}
