import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { encodeResponses } from '@/lib/http/encoded-responses'
import { recentPages, type ProxyRewrite } from '@/lib/http/recent-pages'

const TTL_MS = 300

let server: http.Server
let port: number
/** The clock the recent pages read, moved by the tests. */
let clock = 0
const recent = recentPages({ ttlMs: TTL_MS, now: () => clock })
/** The requests the handler (Next) saw, by path. */
let seen: string[] = []
/** The cache state the handler answers with, and a wait before it answers. */
let cacheState = 'HIT'
let answerAfter: Promise<void> = Promise.resolve()
/** What the proxy decides when Next runs it, when it decides otherwise than before Next (an edit between the two). */
let nextRewritesTo: string | null = null

/**
 * The proxy, as a table: a redirect for `/`, an unkeyed currency cookie makes the answer private,
 * the currency is the variant, every other cookie and header is ignored.
 */
function decide(request: http.IncomingMessage): Promise<ProxyRewrite | null> | null {
  const url = request.url!
  if (url === '/' || url === '/favicon.svg') return null
  if (url === '/it/unbuildable') throw new TypeError('not a request')
  if (url === '/it/failing') return Promise.reject(new Error('the proxy failed'))
  const currency = /(?:^|;\s*)currency=(\w+)/.exec(request.headers.cookie ?? '')?.[1]
  return Promise.resolve({
    target: `/it-IT/${(currency ?? 'eur').toLowerCase()}-x${url === '/it' ? '' : url.slice(3)}`,
    headers: currency ? [['cache-control', 'private, no-store']] : [],
  })
}

/** Each internal address has its own HTML. */
const html = (target: string) => `<!DOCTYPE html><html><body><h1>${target}</h1>${'<p>Perù</p>'.repeat(500)}</body></html>`

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

/** Resolves once the handler saw `count` requests. */
async function handled(count: number) {
  while (seen.length < count) await new Promise((resolve) => setImmediate(resolve))
}

/** Holds the handler's answers until `answer()`. */
function held() {
  let answer!: () => void
  answerAfter = new Promise((resolve) => (answer = resolve))
  return { answer }
}

beforeAll(async () => {
  // Answers as Next does: its headers rule first, then the proxy's decision (its headers over them), then the page.
  server = http.createServer((request, response) => {
    seen.push(request.url!)
    void answerAfter.then(async () => {
      // Next's own run of the proxy, which makes the request that failed before it.
      const rewrite = await Promise.resolve()
        .then(() => decide(request))
        .catch(() => ({ target: `/it-IT/eur-x${request.url!.slice(3)}`, headers: [] }))
      if (!rewrite) {
        response.writeHead(307, { location: '/it' }).end()
        return
      }
      response.setHeader('Cache-Control', request.url === '/it/private' ? 'private, no-store' : 'public, s-maxage=30')
      for (const [name, value] of rewrite.headers) response.setHeader(name, value)
      response.setHeader('x-middleware-rewrite', nextRewritesTo ?? rewrite.target)
      response.statusCode = request.url === '/it/missing' ? 404 : 200
      if (request.url === '/it/cookie') response.setHeader('Set-Cookie', 'a=b')
      response.setHeader('Vary', 'rsc, next-router-state-tree')
      response.setHeader('x-nextjs-cache', cacheState)
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(html(nextRewritesTo ?? rewrite.target))
    })
  })
  encodeResponses(server, { recent: { pages: recent, decide } })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  recent.forget()
  seen = []
  clock = 0
  cacheState = 'HIT'
  answerAfter = Promise.resolve()
  nextRewritesTo = null
})

describe('a page answered in the last second', () => {
  it('is answered again without the handler: same headers, validator, encodings and 304', async () => {
    cacheState = 'MISS'
    const first = await get('/it', { 'accept-encoding': 'gzip' })
    const repeated = await get('/it', { 'accept-encoding': 'gzip', 'user-agent': 'test', 'accept-language': 'en' })
    expect(seen).toEqual(['/it'])
    expect(gunzipSync(repeated.body).toString()).toBe(html('/it-IT/eur-x'))
    for (const name of ['cache-control', 'vary', 'content-type', 'etag', 'content-encoding', 'content-length'])
      expect(repeated.headers[name], name).toBe(first.headers[name])
    expect(repeated.rawHeaders).toContain('Cache-Control')
    // It was rendered for the first answer; the repeated one comes from the cache.
    expect(repeated.headers['x-nextjs-cache']).toBe('HIT')
    expect((await get('/it')).body.toString()).toBe(html('/it-IT/eur-x'))
    expect((await get('/it', { 'if-none-match': first.headers.etag! })).status).toBe(304)
    expect(seen).toHaveLength(1)
  })

  it("is keyed by the proxy's decision: cookies and headers it ignores change nothing, forwarded headers included", async () => {
    await get('/it', { cookie: 'auth.signed-in=1; closed_banners=summer; _device_id=d1' })
    const again = await get('/it', { cookie: 'auth.signed-in=1; closed_banners=winter', 'x-forwarded-for': '203.0.113.9' })
    expect(again.body.toString()).toBe(html('/it-IT/eur-x'))
    await get('/it')
    expect(seen).toEqual(['/it'])
  })

  it('goes to the handler for a request Next answers by more than the proxy decides: preview, RSC, actions, authorization, other methods', async () => {
    await get('/it')
    const otherwise: Array<Record<string, string>> = [
      { cookie: 'closed_banners=a; __prerender_bypass=x' },
      { cookie: '__next_preview_data=x' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-url': '/it' },
      { 'next-action': 'abc' },
      { authorization: 'JWT x' },
      { 'x-prerender-revalidate': 'x' },
    ]
    for (const headers of otherwise) await get('/it', headers)
    await get('/it', {}, 'HEAD')
    expect(seen).toHaveLength(10)
  })

  it('carries the headers the proxy set as Next sent them: an unkeyed currency cookie answers private, no-store again', async () => {
    const first = await get('/it', { cookie: 'currency=GBP' })
    expect(first.headers['cache-control']).toBe('private, no-store')
    const repeated = await get('/it', { cookie: 'currency=GBP; closed_banners=a' })
    expect(seen).toHaveLength(1)
    expect(repeated.headers['cache-control']).toBe('private, no-store')
    expect(repeated.body.toString()).toBe(html('/it-IT/gbp-x'))
    // Another currency is another page; without the cookie the answer is public, another entry.
    const other = await get('/it', { cookie: 'currency=USD' })
    expect(other.body.toString()).toBe(html('/it-IT/usd-x'))
    expect((await get('/it')).headers['cache-control']).toBe('public, s-maxage=30')
    expect(seen).toHaveLength(3)
    expect((await get('/it', { cookie: 'currency=USD' })).body.toString()).toBe(html('/it-IT/usd-x'))
    expect((await get('/it')).headers['cache-control']).toBe('public, s-maxage=30')
    expect(seen).toHaveLength(3)
  })

  it('is never the answer to a request the proxy answers otherwise (a redirect) or does not see', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/')).status).toBe(307)
    expect(seen).toEqual(['/', '/', '/'])
  })

  it('is not looked for when the proxy fails to decide before Next: Next answers, as it does any request', async () => {
    for (const path of ['/it/unbuildable', '/it/failing']) {
      expect((await get(path)).status).toBe(200)
      expect((await get(path)).status).toBe(200)
    }
    expect(seen).toHaveLength(4)
  })

  it('is not remembered when Next rewrote the request elsewhere than the proxy decided before it', async () => {
    nextRewritesTo = '/it-IT/usd-x'
    await get('/it')
    nextRewritesTo = null
    expect((await get('/it')).body.toString()).toBe(html('/it-IT/eur-x'))
    expect(seen).toHaveLength(2)
  })

  it('is answered anew after a second by one request, the others meanwhile getting it still, for a second more at most', async () => {
    await get('/it')
    clock = TTL_MS + 1
    const renewing = held()
    const renewed = get('/it')
    await handled(2)
    await get('/it')
    expect(seen).toEqual(['/it', '/it'])
    renewing.answer()
    await renewed
    await get('/it')
    expect(seen).toHaveLength(2)
    clock += 2 * TTL_MS
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
    await handled(3)
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
    for (const path of ['/it/missing', '/it/private', '/it/cookie']) {
      await get(path)
      await get(path)
    }
    expect(seen).toHaveLength(8)
  })

  it('keeps the pages of the last seconds up to a number of bytes, dropping the least recent first', () => {
    const kept = recentPages({ ttlMs: TTL_MS, maxBytes: 2_500, now: () => clock })
    const page = { etag: '"e"', plain: Buffer.alloc(1_000), gzip: Buffer.alloc(100) }
    const rewrite = { target: '/it-IT/eur-x', headers: [] }
    const sent = {
      getHeader: (name: string) => (name === 'x-middleware-rewrite' ? rewrite.target : 'public, s-maxage=30'),
      hasHeader: () => false,
      getRawHeaderNames: () => [],
    }
    for (const key of ['a', 'b', 'c']) kept.remember(key, kept.generation(), sent as unknown as http.ServerResponse, page, rewrite)
    expect(['a', 'b', 'c'].map((key) => kept.get(key) !== undefined)).toEqual([false, true, true])
  })
})
