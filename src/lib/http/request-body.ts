import { ApiError } from './api-error'

/** The default body limit of the site API's JSON calls: the largest valid filter set is under 16 KiB. */
export const SITE_API_MAX_BODY_BYTES = 64 * 1024

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The request body is over ${maxBytes} bytes.`, { maxBytes })
}

/**
 * The body's bytes, refused (413 PAYLOAD_TOO_LARGE) past `maxBytes`: at once when Content-Length
 * says so, else as soon as the stream has sent more (chunked bodies declare no length), so a
 * huge body is never held in memory.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > maxBytes) {
      reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(read.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
