import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { gzipSync } from 'node:zlib'

/** What a cached page is sent as: its validator and its bytes, plain and gzipped. */
export type PageEncodings = { etag: string; plain: Buffer; gzip: Buffer }

/**
 * The memory the encodings keep, counting the HTML they are found by (held until the entry goes):
 * a page of ~150 KB keeps ~500 KB, so this is the few hundred pages most asked for.
 */
const MAX_BYTES = 128 * 1024 * 1024

function encode(html: string): PageEncodings {
  const plain = Buffer.from(html)
  return { etag: `"${createHash('sha1').update(plain).digest('base64url')}"`, plain, gzip: gzipSync(plain) }
}

/**
 * The encodings of each cached page's HTML, made once per cache entry instead of once per
 * request: Next hands every request of one entry the same string, so it is found by identity
 * (a string equal to it but read anew, from Redis, is found by comparing them).
 */
export function pageEncodings(maxBytes = MAX_BYTES): (html: string) => PageEncodings {
  const encoded = new LRUCache<string, PageEncodings>({
    maxSize: maxBytes,
    // A string takes up to two bytes a character.
    sizeCalculation: (page, html) => html.length * 2 + page.plain.length + page.gzip.length,
  })
  return (html) => {
    let page = encoded.get(html)
    if (!page) encoded.set(html, (page = encode(html)))
    return page
  }
}
