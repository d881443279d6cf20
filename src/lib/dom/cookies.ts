import { parseCookie } from 'cookie'

/** A cookie of this page's document, or null. */
export function readCookie(name: string): string | null {
  return parseCookie(document.cookie)[name] ?? null
}

/**
 * Sets a site-wide cookie for `maxAgeS` seconds (Secure when the site is on https). Names and
 * values here are the site's own (ids, currency codes); the value is URI-encoded all the same.
 */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; samesite=lax${secure}`
}
