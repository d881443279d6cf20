import { createClient } from '@redis/client'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { countersPerLimit, countOne } from './counters'
import { memoryLimiter } from './memory-limiter'
import { verdict, windowKey, type RateLimit, type RateLimiter } from './rate-limit'

/** A call waits at most this long for Redis (connecting included), then is counted in this process. */
export const REDIS_LIMITER_TIMEOUT_MS = 500
/** A connection attempt gives up after this long, then retries with a backoff up to REDIS_RECONNECT_MAX_MS. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000
const REDIS_RECONNECT_MAX_MS = 5_000

export type RedisLimiterOptions = {
  url: string
  /** Put before every key, e.g. `wayfarer:rate-limit:`. */
  keyPrefix?: string
  timeoutMs?: number
  /** Counts calls while Redis is unreachable or slow; an in-process limiter unless given. */
  fallback?: RateLimiter
}

/**
 * Counts calls in Redis, shared by every app process (rate-limiter-flexible's `RateLimiterRedis`:
 * INCR, with the expiry set when the window opens). When Redis fails or is slower than
 * `timeoutMs`, the call is counted by the fallback instead (in this process only): a sign-in is
 * never refused nor kept waiting because Redis is away. The fallback is this module's bounded
 * limiter rather than the library's `insuranceLimiter`, whose in-memory store has no bound. One
 * line is logged when that starts and one when Redis answers again.
 */
export function redisLimiter(options: RedisLimiterOptions): RateLimiter & { close(): Promise<void> } {
  const timeoutMs = options.timeoutMs ?? REDIS_LIMITER_TIMEOUT_MS
  const fallback = options.fallback ?? memoryLimiter()
  const prefix = options.keyPrefix ?? 'rate-limit:'
  const client = createClient({
    url: options.url,
    // While the connection is down, commands fail at once instead of queueing.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, REDIS_RECONNECT_MAX_MS),
    },
  })
  const counterFor = countersPerLimit(
    (limit) =>
      new RateLimiterRedis({ storeClient: client, useRedisPackage: true, keyPrefix: '', points: limit.max, duration: limit.windowSeconds }),
  )
  let fallingBack = false
  client.on('error', (error: unknown) => fallBack(error))
  // Settles at the first connection or the first failure: a call waits for one attempt, not for the retries.
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve)
    client.once('error', () => resolve())
  })
  client.connect().catch((error: unknown) => fallBack(error))

  function fallBack(error: unknown) {
    if (fallingBack) return
    fallingBack = true
    console.warn(`rate limit: Redis unreachable (${reason(error)}); counting in this process until it answers`)
  }

  function answered() {
    if (fallingBack) console.warn('rate limit: Redis answers again; counting there')
    fallingBack = false
  }

  /** Runs `command` after the first connection attempt, or rejects after `timeoutMs`; at once while the connection is known to be down. */
  async function inRedis<T>(command: () => Promise<T>): Promise<T> {
    if (fallingBack && !client.isReady) throw new Error('not connected')
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    })
    try {
      const result = await Promise.race([firstAttempt.then(command), timeout])
      answered()
      return result
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async hit(limit: RateLimit, key: string) {
      const id = prefix + windowKey(limit, key)
      try {
        const counted = await inRedis(() => countOne(counterFor(limit), id))
        return verdict(limit, counted.consumedPoints, counted.msBeforeNext)
      } catch (error) {
        fallBack(error)
        return fallback.hit(limit, key)
      }
    },

    async reset(limit: RateLimit, key: string) {
      const id = prefix + windowKey(limit, key)
      // Both stores: calls may have been counted in either.
      await fallback.reset(limit, key)
      await inRedis(() => counterFor(limit).delete(id)).catch((error: unknown) => fallBack(error))
    },

    async close() {
      if (client.isOpen) client.destroy()
    },
  }
}

function reason(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: string; code?: string }
  return (message || code || String(error)).slice(0, 200)
}
