import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether the client's copy is current (RFC 9110 §13.1.2, weak comparison): `If-None-Match`
 * names `etag` or is `*`. A request that asks for no cached answer (`Cache-Control: no-cache`)
 * gets the whole answer, as Next gives it.
 */
export function clientHasCurrent(headers: IncomingHttpHeaders, etag: string): boolean {
  const condition = headers['if-none-match']
  if (!condition || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers['cache-control'] ?? '')) return false
  if (condition.trim() === '*') return true
  const strong = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag)
  return condition.split(',').some((tag) => strong(tag.trim()) === strong(etag))
}
