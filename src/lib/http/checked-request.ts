import { NextRequest } from 'next/server'
import { ApiError } from './api-error'
import { checkedJsonBody } from './json-body'
import { readBody } from './request-body'
import { assertSameOrigin } from './same-origin'
import { assertCleanUrl } from './url-input'

/**
 * A JSON call's body is declared JSON: a form or `text/plain` body, which another site's page
 * may send without asking, is refused (415) before anything parses it.
 */
function assertJsonType(request: Request): void {
  const type = request.headers.get('content-type')
  const mediaType = type?.split(';', 1)[0]!.trim().toLowerCase()
  if (mediaType === 'application/json' || (type === null && !request.body)) return
  throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.', { contentType: (type ?? '').slice(0, 100) })
}

export type RequestChecks = {
  /** The body limit in bytes; null: the call reads its body itself (no JSON, no limit here). */
  maxBodyBytes: number | null
  /** The call's proof is its signed address, not the visitor's cookies: any origin may send it. */
  anyOrigin?: boolean
}

/**
 * The request a site API handler may trust, or an ApiError (400, 403, 413, 415) before anything
 * reads it: its path and query decode cleanly; a state-changing call comes from the site's own
 * origin (`same-origin.ts`); its body, read within `maxBodyBytes` (null: not read), is empty or
 * JSON, declared as such, whose strings can be stored. A body read here is handed on in a new
 * request with the same bytes.
 */
export async function checkedRequest(request: NextRequest, { maxBodyBytes, anyOrigin = false }: RequestChecks): Promise<NextRequest> {
  assertCleanUrl(request.url)
  if (!anyOrigin) assertSameOrigin(request)
  if (!request.body || maxBodyBytes === null) return request
  assertJsonType(request)
  const bytes = await readBody(request, maxBodyBytes)
  checkedJsonBody(bytes)
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: bytes.byteLength ? bytes : null })
}
