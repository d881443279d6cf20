import { describe, expect, it } from 'vitest'
import { readBody } from '@/lib/http/request-body'

/** A chunked body: a stream with no Content-Length, counting how many chunks were pulled. */
function streamed(chunks: number, chunkBytes: number) {
  const pulled = { count: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.count === chunks) return controller.close()
        pulled.count++
        controller.enqueue(new Uint8Array(chunkBytes).fill(0x20))
      },
    },
    { highWaterMark: 0 },
  )
  return { request: new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit), pulled }
}

describe('readBody', () => {
  it('reads a body within the limit, and an absent one as empty', async () => {
    expect(new TextDecoder().decode(await readBody(new Request('http://localhost/', { method: 'POST', body: '{"a":1}' }), 100))).toBe(
      '{"a":1}',
    )
    expect(await readBody(new Request('http://localhost/'), 100)).toHaveLength(0)
    expect(await readBody(streamed(4, 25).request, 100)).toHaveLength(100)
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { request, pulled } = streamed(1, 1)
    request.headers.set('content-length', '101')
    await expect(readBody(request, 100)).rejects.toMatchObject({ status: 413, key: 'PAYLOAD_TOO_LARGE', extra: { maxBytes: 100 } })
    expect(pulled.count).toBe(0)
  })

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = streamed(10_000, 1024)
    await expect(readBody(request, 64 * 1024)).rejects.toMatchObject({ status: 413, key: 'PAYLOAD_TOO_LARGE' })
    expect(pulled.count).toBeLessThan(70)
  })
})
