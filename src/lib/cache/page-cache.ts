/**
 * A rendered page (and every cached read behind it) is served from cache until one of its tags
 * expires, and re-rendered in the background at most this long after it was made: the safety
 * net for servers that do not share one cache, and the `s-maxage` a CDN keeps it.
 */
export const PAGE_REVALIDATE_S = 30
/**
 * How long after it was made a page may still be served at all (`s-maxage` plus
 * `stale-while-revalidate`): a CDN without purge shows an edit within this minute.
 */
export const PAGE_EXPIRE_S = 60

/** What shared caches are told of a public page, and of a site API answer that is the same for everyone. */
export const SHARED_CACHE_CONTROL = `public, s-maxage=${PAGE_REVALIDATE_S}, stale-while-revalidate=${PAGE_EXPIRE_S - PAGE_REVALIDATE_S}`

/** Preview (draft mode) is on for a browser carrying Next's bypass cookie: its pages are private. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The request headers Next answers a page differently by: the RSC payload of a client navigation
 * instead of HTML, and a 307 to the `_rsc` address when that parameter does not match them. Next
 * names them in `Vary` on the pages it renders, not on that 307: given here, every answer has them.
 */
const RSC_REQUEST_HEADERS = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Next-Url'

/**
 * The Cache-Control of public pages, 404 and 410 included: shared caches may keep them for
 * `PAGE_REVALIDATE_S` and serve them stale while refetching up to `PAGE_EXPIRE_S`. Next writes
 * the same times without `public`; set here first, it keeps this one. Not for the admin, the
 * APIs, Next's assets, the preview switch, the sign-in and sign-out routes (their answers are one
 * visitor's: `private, no-store`), nor any request in draft mode (Next answers those
 * `private, no-store`). They vary by Next's RSC request headers.
 */
export function pageCacheHeaders() {
  return {
    source: '/:path((?!admin|api|_next|preview|log(?:in|out)(?:/|$)).*)',
    missing: [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }],
    headers: [
      { key: 'Cache-Control', value: SHARED_CACHE_CONTROL },
      { key: 'Vary', value: RSC_REQUEST_HEADERS },
    ],
  }
}
