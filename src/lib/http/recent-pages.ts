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
 * The request headers a repeated answer may ignore: the browser's own and the transport's. A
 * request with any other (a cookie, a country, a client navigation's RSC headers, an editor's
 * authorization) goes to Next, whose proxy decides by them.
 */
const PLAIN_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'dnt',
  'host',
  'if-modified-since',
  'if-none-match',
  'pragma',
  'priority',
  'referer',
  'sec-ch-ua',
  'sec-ch-ua-mobile',
  'sec-ch-ua-platform',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'sec-fetch-user',
  'upgrade-insecure-requests',
  'user-agent',
  'x-wayfarer-socket-address',
])

/** The header Next sets on every answer of its page cache (HIT, STALE, MISS, REVALIDATED). */
export const PAGE_CACHE_HEADER = 'x-nextjs-cache'

/** The response headers a repeated answer sets anew: the encoding and its length, the validator. */
const PER_ANSWER_HEADERS = new Set(['content-encoding', 'content-length', 'etag'])

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

/** The key of a plain page request (GET, no header beyond PLAIN_HEADERS), or null for any other. */
export function recentPageKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET') return null
  for (const name in request.headers) if (!PLAIN_HEADERS.has(name)) return null
  return `${request.headers.host ?? ''} ${request.url ?? ''} ${request.headers['accept-language'] ?? ''}`
}

/**
 * The cached pages Next answered to plain requests in the last second, answered again from here:
 * the proxy, routing and page cache lookup Next does for each request are done once a second
 * per page. Past its second, one request goes to Next to answer it anew while the others still
 * get it, for one more second at most (not every request arriving meanwhile). Every expiry of cache tags in this process forgets them all at once (the revalidation
 * endpoint calls `forgetRecentPages`), and an answer that started before it is not remembered,
 * so an edit shows on the next request. Only for a process with its own page cache: processes
 * sharing one (Redis) must see another's edit at once, which a second here would not.
 */
export function recentPages(ttlMs = RECENT_MS, maxBytes = MAX_BYTES) {
  const pages = new LRUCache<string, Remembered>({
    maxSize: maxBytes,
    sizeCalculation: (recent) => recent.page.plain.length + recent.page.gzip.length,
  })
  let generation = 0
  return {
    get(key: string, now = performance.now()): RecentPage | undefined {
      const recent = pages.get(key)
      if (!recent) return undefined
      const age = now - recent.since
      if (age < ttlMs || (age < 2 * ttlMs && recent.renewing)) return recent
      if (age < 2 * ttlMs) recent.renewing = true
      else pages.delete(key)
      return undefined
    },
    /** The current generation, to hand to `remember` when the answer is complete. */
    generation: () => generation,
    /**
     * Remembers a page `response` sent in full, unless tags expired since its request `startedIn`
     * or it is not for everyone (not `public`, or it sets a cookie).
     */
    remember(key: string, startedIn: number, response: ServerResponse, page: PageEncodings) {
      const forEveryone =
        /(?:^|,)\s*public\s*(?:,|$)/i.test(String(response.getHeader('cache-control') ?? '')) && !response.hasHeader('set-cookie')
      if (forEveryone && startedIn === generation)
        pages.set(key, { headers: repeatedHeaders(response), page, since: performance.now(), renewing: false })
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
