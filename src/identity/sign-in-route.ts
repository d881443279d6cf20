import type { NextResponse } from 'next/server'
import { envelope } from '@/lib/http/api-handler'
import { ApiError } from '@/lib/http/api-error'
import { isDatabaseUnavailable } from '@/lib/database/unavailable'
import { ProviderUnreachable } from './site-client'

/** Seconds a visitor is asked to wait before signing in again when the provider or the database is unreachable. */
const RETRY_AFTER_S = 5

function failure(error: unknown): NextResponse {
  if (error instanceof ProviderUnreachable || isDatabaseUnavailable(error)) {
    console.warn(`sign-in: unavailable: ${error instanceof Error ? error.message : error}`)
    return envelope(new ApiError('SERVICE_UNAVAILABLE', 'Sign-in is temporarily unavailable.'), { 'retry-after': String(RETRY_AFTER_S) })
  }
  console.error('sign-in: unexpected error', error)
  return envelope(new ApiError('INTERNAL_ERROR', 'Something went wrong on our side.'))
}

/**
 * A sign-in or sign-out route (`/login`, `/login/redirect`, `/login/interaction/{uid}`, `/logout`):
 * its answer belongs to this visitor alone, failures included, so nothing stores it. A provider or
 * database that cannot be reached answers 503 in the site API's envelope, and the next try starts over.
 */
export function signInRoute<Args extends unknown[]>(handler: (...args: Args) => Promise<NextResponse>) {
  return async (...args: Args): Promise<NextResponse> => {
    const response = await handler(...args).catch(failure)
    response.headers.set('cache-control', 'private, no-store')
    return response
  }
}
