import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { processSingleton } from '@/lib/process/singleton'
import type { PageEncodings } from './page-encodings'

/** How long a cached page is answered again without Next: as long as the proxy's own lookups stay (proxy/services). */
const RECENT_MS = 1_000
/**
 * The bytes the pages of the last seconds keep at most (their plain and gzipped copies): a few
 * hundred pages. Bounded by size, not count, so a crawl through many pages holds no more.
 */
const MAX_BYTES = 32 * 1024 * 1024

/**
 * The request headers Next answers a page differently by, whatever the proxy decides: a client
 * navigation's or prefetch's RSC headers (`rsc`, `next-router-*`, `next-url`), a server action
 * (`next-action`), Next's internal and revalidation headers (`x-middleware-*`, `x-nextjs-*`,
 * `x-prerender-revalidate`, `x-matched-path`...), and an editor's `authorization`.
 */
const NEXT_REQUEST_HEADER =
  /^(?:rsc|authorization|next-.*|x-next.*|x-middleware-.*|x-prerender-.*|x-matched-path|x-now-route-matches|x-invoke-.*)$/
/** The cookies Next answers a page differently by: draft mode (preview) and its instant-navigation testing. */
const NEXT_COOKIE = /(?:^|;)\s*(?:__prerender_bypass|__next_preview_data|next-instant-navigation-testing)=/

/** The header Next sets on every answer of its page cache (HIT, STALE, MISS, REVALIDATED). */
export const PAGE_CACHE_HEADER = 'x-nextjs-cache'
/** The header Next puts on its answer with the internal address its proxy rewrote the request to. */
const REWRITE_HEADER = 'x-middleware-rewrite'

/** The response headers a repeated answer sets anew: the encoding and its length, the validator. */
const PER_ANSWER_HEADERS = new Set(['content-encoding', 'content-length', 'etag'])

/**
 * How the proxy answered a page request with a plain rewrite: the internal address (path with the
 * variant segment, and search) and the headers it set on its answer, which Next copies onto the
 * page's (`cache-control: private, no-store` for a variant input the edge does not key on, `vary`).
 */
export type ProxyRewrite = { target: string; headers: ReadonlyArray<readonly [string, string]> }

/**
 * The proxy's decision on a request, null when it answers anything but a plain rewrite (a redirect,
 * a 410, a cookie); null at once, without a promise, for a request the proxy does not see (not a page).
 */
export type DecideRewrite = (request: IncomingMessage) => Promise<ProxyRewrite | null> | null

/** A page's headers as Next sent them (names as written), and its encodings. */
export type RecentPage = { headers: ReadonlyArray<readonly [string, OutgoingHttpHeader]>; page: PageEncodings }

type Remembered = RecentPage & { since: number; renewing: boolean }

/** The headers of a sent page to repeat: a repeated answer comes from the page cache, so it says HIT (a first answer may say MISS). */
function repeatedHeaders(response: ServerResponse): RecentPage['headers'] {
  // Node's own (since 15.13), missing from its types.
  return (response as ServerResponse & { getRawHeaderNames(): string[] })
    .getRawHeaderNames()
    .filter((name) => !PER_ANSWER_HEADERS.has(name.toLowerCase()))
    .map((name) => [name, name.toLowerCase() === PAGE_CACHE_HEADER ? 'HIT' : response.getHeader(name)!] as const)
}

/**
 * Whether Next answers this request differently from others the proxy rewrites alike (see
 * NEXT_REQUEST_HEADER, NEXT_COOKIE), or it is no GET: it goes to Next, never answered from here.
 */
export function answeredByNextAlone(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return true
  for (const name in request.headers) if (NEXT_REQUEST_HEADER.test(name)) return true
  const cookie = request.headers.cookie
  return cookie !== undefined && NEXT_COOKIE.test(cookie)
}

/**
 * The key of a page request the proxy rewrote: the host, the internal address and the headers the
 * proxy set. Requests with one key get the same answer from Next (the same page cache entry, the
 * same headers), whatever else they carry: cookies and headers the proxy decided by are in its
 * decision, and those Next answers by go to Next (`answeredByNextAlone`).
 */
export function recentPageKey(request: IncomingMessage, rewrite: ProxyRewrite): string {
  const headers = rewrite.headers.map(([name, value]) => `${name}: ${value}`).join('\n')
  return `${request.headers.host ?? ''} ${rewrite.target}\n${headers}`
}

const isPublic = (cacheControl: string) => /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl)

/**
 * Whether `response` is a page answer for everyone the proxy rewrote to `rewrite`: Next rewrote
 * the request to the same internal address (its own run of the proxy), and the answer is public,
 * or private only by the proxy's word (a variant input the edge does not key on: the page is the
 * variant's, shared), and sets no cookie.
 */
function forEveryone(response: ServerResponse, rewrite: ProxyRewrite): boolean {
  if (response.getHeader(REWRITE_HEADER) !== rewrite.target || response.hasHeader('set-cookie')) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return isPublic(cacheControl) || rewrite.headers.some(([name, value]) => name === 'cache-control' && value === cacheControl)
}

type Options = { ttlMs?: number; maxBytes?: number; now?: () => number }

/**
 * The cached pages Next answered in the last second, answered again from here: the routing and
 * page cache lookup Next does for each request are done once a second per page, while the proxy
 * still decides every request (src/lib/http/encoded-responses.ts). Past its second, one request
 * goes to Next to answer it anew while the others still get it, for one more second at most (not
 * every request arriving meanwhile). Every expiry of cache tags in this process forgets them all
 * at once (the revalidation endpoint calls `forgetRecentPages`), and an answer that started before
 * it is not remembered, so an edit shows on the next request. Only for a process with its own page
 * cache: processes sharing one (Redis) must see another's edit at once, which a second here would not.
 */
export function recentPages({ ttlMs = RECENT_MS, maxBytes = MAX_BYTES, now = () => performance.now() }: Options = {}) {
  const pages = new LRUCache<string, Remembered>({
    maxSize: maxBytes,
    sizeCalculation: (recent) => recent.page.plain.length + recent.page.gzip.length,
  })
  let generation = 0
  return {
    get(key: string): RecentPage | undefined {
      const recent = pages.get(key)
      if (!recent) return undefined
      const age = now() - recent.since
      if (age < ttlMs || (age < 2 * ttlMs && recent.renewing)) return recent
      if (age < 2 * ttlMs) recent.renewing = true
      else pages.delete(key)
      return undefined
    },
    /** The current generation, to hand to `remember` when the answer is complete. */
    generation: () => generation,
    /**
     * Remembers a page `response` sent in full to a request the proxy rewrote to `rewrite`, unless
     * tags expired since the request `startedIn` or the answer is not for everyone (`forEveryone`).
     */
    remember(key: string, startedIn: number, response: ServerResponse, page: PageEncodings, rewrite: ProxyRewrite) {
      if (startedIn === generation && forEveryone(response, rewrite))
        pages.set(key, { headers: repeatedHeaders(response), page, since: now(), renewing: false })
    },
    forget() {
      generation++
      pages.clear()
    },
  }
}

export type RecentPages = ReturnType<typeof recentPages>

/** This process's recent pages, shared by the server's request handling and the revalidation endpoint (separate bundles). */
export const processRecentPages = (): RecentPages => processSingleton('recentPages', () => recentPages())

/** Forgets every recent page: cache tags were expired. */
export function forgetRecentPages(): void {
  processRecentPages().forget()
}
