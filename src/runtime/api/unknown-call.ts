import type { NextRequest } from 'next/server'
import { ApiError } from '@/lib/http/api-error'

export async function unknownCall(request: NextRequest): Promise<never> {
  throw new ApiError('NOT_FOUND', `There is no ${request.method} ${request.nextUrl.pathname} in the site API.`)
}
