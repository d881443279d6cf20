/**
 * Next's cache (rendered pages, cached reads, their tags) in Redis, so that several app processes
 * share one: a page rendered by one is served by all, a tag expired on one is expired on all.
 * Configured by next.config.ts when REDIS_URL is set (or an image is built for it); an image
 * built for it but started without REDIS_URL keeps its cache in memory, bounded, and says so.
 *
 * Nothing waits on Redis for long: each command gives up after REDIS_COMMAND_TIMEOUT_MS, commands
 * fail at once while the connection is down (no offline queue), and a failed read is a cache miss,
 * so pages are rendered and served without the shared cache until Redis is back.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fs from 'node:fs'
import path from 'node:path'

/** A page read waits at most this long for Redis before rendering without it. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000
/** A server starting while Redis is away does not wait for it longer than this. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000
/** Reconnection attempts back off up to this interval. */
const REDIS_RECONNECT_MAX_MS = 5_000
/** The in-process cache keeps at most this many entries and this many bytes (pages are ~100-300 KB). */
const MEMORY_MAX_ENTRIES = 5_000
const MEMORY_MAX_BYTES = 512 * 1024 * 1024

function connectedClient(url) {
  let down = false
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, REDIS_RECONNECT_MAX_MS),
    },
  })
  // One line per change of state, not one per reconnection attempt.
  client.on('error', (error) => {
    if (down) return
    down = true
    console.warn(`cache: Redis unreachable (${error.message}); pages render without the shared cache until it is back`)
  })
  client.on('ready', () => {
    if (down) console.warn('cache: Redis is back; pages are shared again')
    down = false
  })
  const connecting = client.connect().catch(() => {})
  const waited = new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref())
  return Promise.race([connecting, waited]).then(() => client)
}

/** Keys are per build: a new deployment never serves pages (and chunk names) rendered by the previous one. */
function keyPrefix() {
  const prefix = process.env.REDIS_KEY_PREFIX ?? 'wayfarer:'
  try {
    return `${prefix}${fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()}:`
  } catch {
    console.warn('cache: no .next/BUILD_ID here; Redis keys are shared with other builds')
    return prefix
  }
}

CacheHandler.onCreation(async () => {
  if (!process.env.REDIS_URL) {
    console.warn('cache: built for a shared cache but REDIS_URL is not set; this process keeps its own')
    return { handlers: [createLruHandler({ maxItemsNumber: MEMORY_MAX_ENTRIES, maxItemSizeBytes: MEMORY_MAX_BYTES })] }
  }
  const client = await connectedClient(process.env.REDIS_URL)
  return {
    handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: REDIS_COMMAND_TIMEOUT_MS })],
  }
})

export default CacheHandler
