import { createHash } from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { SHARED_CACHE_CONTROL } from '@/lib/cache/page-cache'
import { clientHasCurrent } from './if-none-match'

/**
 * A site API answer that is the same for every caller of its address (`{ data }`): shared caches
 * keep it as they keep pages (`SHARED_CACHE_CONTROL`), and a caller holding the current copy
 * (its `If-None-Match` names the ETag, a hash of the body) gets 304 without it.
 */
export function sharedAnswer(request: NextRequest, data: unknown): NextResponse {
  const body = JSON.stringify({ data })
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = { 'cache-control': SHARED_CACHE_CONTROL, etag }
  if (clientHasCurrent(Object.fromEntries(request.headers), etag)) return new NextResponse(null, { status: 304, headers })
  return new NextResponse(body, { headers: { ...headers, 'content-type': 'application/json' } })
}
