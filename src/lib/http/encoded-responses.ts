import type { IncomingMessage, Server, ServerResponse } from 'node:http'
// Next's own compression middleware (the one it runs when `compress` is on), so every other answer is compressed as before.
import compression from 'next/dist/compiled/compression'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream'
import { clientHasCurrent } from './if-none-match'
import { pageEncodings, type PageEncodings } from './page-encodings'
import {
  answeredByNextAlone,
  PAGE_CACHE_HEADER,
  recentPageKey,
  type DecideRewrite,
  type RecentPage,
  type RecentPages,
} from './recent-pages'

/** Bodies under this size go uncompressed, as the compression middleware leaves them. */
const GZIP_THRESHOLD_BYTES = 1024
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

const PATCHED = Symbol.for('wayfarer.encoded-responses')

/** A response's `end`, as this file calls it: with a body or without one. */
type End = (this: ServerResponse, body?: Buffer) => ServerResponse

/** Whether the client takes gzip: `Accept-Encoding` names it (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * Sends a cached page's HTML (a string Next ends the response with) as its remembered bytes,
 * gzipped when the client takes it, with its remembered validator, or 304 when the client's copy
 * is current. Anything else goes to `end` as it came.
 */
function sendPage(request: IncomingMessage, response: ServerResponse, page: PageEncodings, end: End): ServerResponse {
  response.setHeader('ETag', page.etag)
  if (clientHasCurrent(request.headers, page.etag)) {
    response.statusCode = 304
    response.removeHeader('Content-Type')
    response.removeHeader('Content-Length')
    return end.call(response)
  }
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  const gzip =
    page.plain.length >= GZIP_THRESHOLD_BYTES && !NO_TRANSFORM.test(cacheControl) && acceptsGzip(request.headers['accept-encoding'])
  const body = gzip ? page.gzip : page.plain
  if (gzip) response.setHeader('Content-Encoding', 'gzip')
  response.setHeader('Content-Length', body.length)
  return end.call(response, body)
}

/** A page remembered from the last second (recent-pages.ts): its headers as Next set them, then its encoding. */
function sendRecentPage(request: IncomingMessage, response: ServerResponse, recent: RecentPage): void {
  for (const [name, value] of recent.headers) response.setHeader(name, value)
  sendPage(request, response, recent.page, response.end as End)
}

/** Wraps the response's `end` so that a cached page's HTML goes out as its encodings; `remember` hears every 200 sent so. */
function encodeCachedPages(
  request: IncomingMessage,
  response: ServerResponse,
  encodings: (html: string) => PageEncodings,
  remember: ((page: PageEncodings) => void) | null,
): void {
  const end = response.end as End
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args
    if (typeof chunk !== 'string' || !this.hasHeader(PAGE_CACHE_HEADER) || this.headersSent || this.hasHeader('etag'))
      return (end as (...rest: unknown[]) => ServerResponse).apply(this, args)
    const page = encodings(chunk)
    const sent = sendPage(request, this, page, end)
    if (remember && this.statusCode === 200 && this.getHeader(PAGE_CACHE_HEADER) !== 'STALE') remember(page)
    return sent
  } as ServerResponse['end']
}

/** Answers again the pages of the last second (recent-pages.ts), by the proxy's decision on each request (`decide`). */
type Recent = { pages: RecentPages; decide: DecideRewrite }

/** The proxy's decision; one it fails to make (a request it cannot build) is Next's to make again, as for any request. */
function decided(decide: DecideRewrite, request: IncomingMessage): ReturnType<DecideRewrite> {
  try {
    return decide(request)
  } catch {
    return null
  }
}

type Options = { encodings?: (html: string) => PageEncodings; recent?: Recent | null }

/**
 * Compresses every answer of `server` (by default every HTTP server of the process, Next's
 * included) as Next's `compress` does, and sends cached pages with the encodings and validator
 * made once per cache entry (page-encodings.ts): Next, left to it, hashed each page for its ETag
 * and gzipped it again on every request, most of a cached page's cost (next.config.ts turns both
 * off). With `recent`, every page request Next would answer alike by its proxy's decision goes
 * through that proxy here first (`decide`), and one whose rewrite Next answered in the last second
 * is answered again without Next (recent-pages.ts); any other answer of the proxy (a redirect, a
 * 410, a cookie), or a request Next answers by more than the proxy's decision, goes to Next. A
 * second call changes nothing.
 */
export function encodeResponses(server: Pick<Server, 'emit'> & { [PATCHED]?: true }, options: Options = {}): void {
  if (server[PATCHED]) return
  const { encodings = pageEncodings(), recent = null } = options
  const compress = compression()
  const emit = server.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean

  /** Next answers the request; `remember`, when given, hears its cached page's 200. */
  function toNext(server: Server, args: unknown[], remember: ((response: ServerResponse, page: PageEncodings) => void) | null): boolean {
    const [request, response] = args as [IncomingMessage, ServerResponse]
    compress(request, response, () => {})
    // A client gone before the end leaves the zlib stream open: it is released (as Next does).
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response)
    })
    encodeCachedPages(request, response, encodings, remember && ((page) => remember(response, page)))
    return emit.call(server, 'request', ...args)
  }

  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request') return emit.call(this, event, ...args)
    const [request, response] = args as [IncomingMessage, ServerResponse]
    if (!recent || answeredByNextAlone(request)) return toNext(this, args, null)
    const startedIn = recent.pages.generation()
    const decision = decided(recent.decide, request)
    if (!decision) return toNext(this, args, null)
    decision
      .then(
        (rewrite) => {
          if (!rewrite) return toNext(this, args, null)
          const key = recentPageKey(request, rewrite)
          const known = recent.pages.get(key)
          if (known) return sendRecentPage(request, response, known)
          toNext(this, args, (sent, page) => recent.pages.remember(key, startedIn, sent, page, rewrite))
        },
        // Next runs the proxy again and answers as it does for such a request.
        () => toNext(this, args, null),
      )
      .catch((error: unknown) => {
        console.error('a page request failed before Next could answer it:', error)
        response.destroy()
      })
    return true
  } as Server['emit']
  server[PATCHED] = true
}
