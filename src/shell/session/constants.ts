/** Session-level constants. */
export const PAGE_CHANGE_DELAY_MS = 250
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const CHUNK_RELOAD_KEY = 'chunk-reload-at'
/** Caches left by earlier versions of the site's service workers. */
export const OLD_CACHE_PATTERN = /workbox|nuxt|pwa/i
