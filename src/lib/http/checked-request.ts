import { NextRequest } from 'next/server'
import { checkedJsonBody } from './json-body'
import { readBody } from './request-body'
import { assertCleanUrl } from './url-input'

/**
 * The request a site API handler may trust, or an ApiError (400, 413) before anything reads it:
 * its path and query decode cleanly, and its body, read within `maxBodyBytes` (null: not read),
 * is empty or JSON whose strings can be stored. A body read here is handed on in a new request
 * with the same bytes.
 */
export async function checkedRequest(request: NextRequest, maxBodyBytes: number | null): Promise<NextRequest> {
  assertCleanUrl(request.url)
  if (!request.body || maxBodyBytes === null) return request
  const bytes = await readBody(request, maxBodyBytes)
  checkedJsonBody(bytes)
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: bytes.byteLength ? bytes : null })
}
