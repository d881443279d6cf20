/** A cookie of this page's document, or null. */
export function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null
}

/** Sets a site-wide cookie for `maxAgeS` seconds (Secure when the site is on https). */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; samesite=lax${secure}`
}
