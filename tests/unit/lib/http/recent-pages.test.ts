import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { encodeResponses } from '@/lib/http/encoded-responses'
import { recentPages } from '@/lib/http/recent-pages'

const HTML = `<!DOCTYPE html><html><body>${'<p>Perù</p>'.repeat(500)}</body></html>`
const TTL_MS = 300

let server: http.Server
let port: number
const recent = recentPages(TTL_MS)
/** The requests the handler (Next) saw, by path. */
let seen: string[] = []
/** The cache state the handler answers with, and a wait before it answers. */
let cacheState = 'HIT'
let answerAfter: Promise<void> = Promise.resolve()

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
      .end()
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Holds the handler's answers until `answer()`. */
function held() {
  let answer!: () => void
  answerAfter = new Promise((resolve) => (answer = resolve))
  return { answer }
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.url!)
    void answerAfter.then(() => {
      response.statusCode = request.url === '/missing' ? 404 : 200
      response.setHeader(
        'Cache-Control',
        request.url === '/private' ? 'private, no-store' : 'public, s-maxage=30, stale-while-revalidate=30',
      )
      if (request.url === '/cookie') response.setHeader('Set-Cookie', 'a=b')
      response.setHeader('Vary', 'rsc, next-router-state-tree')
      response.setHeader('x-nextjs-cache', cacheState)
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(HTML)
    })
  })
  encodeResponses(server, { recent })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  recent.forget()
  seen = []
  cacheState = 'HIT'
  answerAfter = Promise.resolve()
})

describe('a page answered in the last second', () => {
  it('is answered again to a plain request without the handler: same headers, validator, encodings and 304', async () => {
    cacheState = 'MISS'
    const first = await get('/it', { 'accept-encoding': 'gzip' })
    const repeated = await get('/it', { 'accept-encoding': 'gzip', 'user-agent': 'test', 'accept-language': '' })
    expect(seen).toEqual(['/it'])
    expect(gunzipSync(repeated.body).toString()).toBe(HTML)
    for (const name of ['cache-control', 'vary', 'content-type', 'etag', 'content-encoding', 'content-length'])
      expect(repeated.headers[name], name).toBe(first.headers[name])
    expect(repeated.rawHeaders).toContain('Cache-Control')
    // It was rendered for the first answer; the repeated one comes from the cache.
    expect(repeated.headers['x-nextjs-cache']).toBe('HIT')
    expect((await get('/it', { 'user-agent': 'test', 'accept-language': '' })).body.toString()).toBe(HTML)
    expect((await get('/it', { 'user-agent': 'test', 'accept-language': '', 'if-none-match': first.headers.etag! })).status).toBe(304)
    expect(seen).toHaveLength(1)
  })

  it('is not answered again to a request the proxy decides otherwise, nor to another address or language', async () => {
    await get('/it')
    const otherwise: Array<Record<string, string>> = [
      { cookie: 'currency=GBP' },
      { rsc: '1' },
      { 'cf-ipcountry': 'GB' },
      { authorization: 'JWT x' },
      { 'accept-language': 'en' },
    ]
    for (const headers of otherwise) await get('/it', headers)
    await get('/it?page=2')
    await get('/it', {}, 'HEAD')
    expect(seen).toHaveLength(8)
  })

  it('is answered anew after a second by one request, the others meanwhile getting it still, for a second more at most', async () => {
    await get('/it')
    await sleep(TTL_MS + 50)
    const renewing = held()
    const renewed = get('/it')
    await sleep(20)
    await get('/it')
    expect(seen).toEqual(['/it', '/it'])
    renewing.answer()
    await renewed
    await get('/it')
    expect(seen).toHaveLength(2)
    await sleep(2 * TTL_MS + 50)
    await get('/it')
    expect(seen).toHaveLength(3)
  })

  it('is forgotten when cache tags expire, and not remembered from an answer begun before', async () => {
    await get('/it')
    recent.forget()
    await get('/it')
    expect(seen).toHaveLength(2)
    recent.forget()
    const begun = held()
    const answered = get('/it')
    await sleep(20)
    recent.forget()
    begun.answer()
    await answered
    await get('/it')
    expect(seen).toHaveLength(4)
  })

  it('is only a fresh 200 for everyone: a stale entry (being rendered again), an error page, a private page or one setting a cookie go to the handler each time', async () => {
    cacheState = 'STALE'
    await get('/it')
    await get('/it')
    cacheState = 'HIT'
    for (const path of ['/missing', '/private', '/cookie']) {
      await get(path)
      await get(path)
    }
    expect(seen).toHaveLength(8)
  })

  it('keeps the pages of the last seconds up to a number of bytes, dropping the least recent first', () => {
    const kept = recentPages(TTL_MS, 2_500)
    const page = { etag: '"e"', plain: Buffer.alloc(1_000), gzip: Buffer.alloc(100) }
    const sent = { getHeader: () => 'public, s-maxage=30', hasHeader: () => false, getRawHeaderNames: () => [] }
    for (const key of ['a', 'b', 'c']) kept.remember(key, kept.generation(), sent as unknown as http.ServerResponse, page)
    expect(['a', 'b', 'c'].map((key) => kept.get(key) !== undefined)).toEqual([false, true, true])
  })
})
