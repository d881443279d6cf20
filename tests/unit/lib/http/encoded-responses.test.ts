import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { acceptsGzip, encodeResponses } from '@/lib/http/encoded-responses'
import { pageEncodings } from '@/lib/http/page-encodings'

/** A cached page's HTML, with a character outside ASCII (its bytes are longer than its string). */
const HTML = `<!DOCTYPE html><html><body>${'<p>Perù è già qui</p>'.repeat(500)}</body></html>`
const JSON_BODY = JSON.stringify({ data: 'x'.repeat(5_000) })

let server: http.Server
let port: number
const encodings = vi.fn(pageEncodings())

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One request, its body as sent (not decompressed). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

beforeAll(async () => {
  // Answers the way Next does: a cached page ends with its HTML string, an API answer otherwise.
  server = http.createServer((request, response) => {
    if (request.url === '/page') {
      response.setHeader('Cache-Control', 'public, s-maxage=30, stale-while-revalidate=30')
      response.setHeader('x-nextjs-cache', 'HIT')
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(HTML))
      response.end(HTML)
      return
    }
    response.setHeader('Content-Type', 'application/json')
    response.end(request.url === '/small' ? '{}' : JSON_BODY)
  })
  encodeResponses(server, { encodings })
  encodeResponses(server, { encodings })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('cached pages', () => {
  it('are sent whole with a validator, plain or gzipped as the client takes them, under the same validator', async () => {
    const plain = await get('/page')
    expect(plain.status).toBe(200)
    expect(plain.body.toString()).toBe(HTML)
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(HTML)))
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/)
    const gzipped = await get('/page', { 'accept-encoding': 'gzip, deflate, br' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toContain('Accept-Encoding')
    expect(gunzipSync(gzipped.body).toString()).toBe(HTML)
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length))
    expect(gzipped.headers.etag).toBe(plain.headers.etag)
  })

  it('answer 304 without a body to a client whose copy is current, unless it asks for no cached answer', async () => {
    const { etag } = (await get('/page')).headers
    for (const condition of [etag!, `W/${etag}`, `"other", ${etag}`, '*']) {
      const current = await get('/page', { 'if-none-match': condition })
      expect(current.status, condition).toBe(304)
      expect(current.body.length).toBe(0)
      expect(current.headers.etag).toBe(etag)
      expect(current.headers['cache-control']).toBe('public, s-maxage=30, stale-while-revalidate=30')
      expect(current.headers['content-type']).toBeUndefined()
    }
    expect((await get('/page', { 'if-none-match': '"other"' })).status).toBe(200)
    expect((await get('/page', { 'if-none-match': etag!, 'cache-control': 'no-cache' })).status).toBe(200)
  })

  it('are encoded once per cache entry: every request of one entry gets the same bytes', () => {
    const encode = pageEncodings()
    const first = encode(HTML)
    expect(encode(HTML)).toBe(first)
    expect(encode(JSON.parse(JSON.stringify(HTML)) as string)).toBe(first)
    expect(encode(`${HTML} `)).not.toBe(first)
  })
})

describe('other answers', () => {
  it('are compressed as Next compresses them: gzip when taken and over 1 KB, no validator added', async () => {
    encodings.mockClear()
    const gzipped = await get('/api', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(JSON_BODY)
    expect(gzipped.headers.etag).toBeUndefined()
    expect((await get('/api')).headers['content-encoding']).toBeUndefined()
    expect((await get('/small', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined()
    expect(encodings).not.toHaveBeenCalled()
  })
})

describe('acceptsGzip', () => {
  it('reads Accept-Encoding: gzip or * without q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})
