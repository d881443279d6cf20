import type { NextRequest } from 'next/server'

/**
 * The caller's address, for rate limits: the last `X-Forwarded-For` hop (the one the site's own
 * proxy appends; earlier ones are the caller's word), else `X-Real-IP`, else one shared bucket.
 */
export function clientAddress(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return (forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown').slice(0, 64)
}
