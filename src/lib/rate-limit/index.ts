import { memoryLimiter } from './memory-limiter'
import type { RateLimiter } from './rate-limit'
import { redisLimiter } from './redis-limiter'

export { enforce } from './enforce'
export type { RateLimit, RateLimiter, RateLimitVerdict } from './rate-limit'

// On globalThis, not in a module variable: one limiter per process even when the bundler
// loads this module more than once (route bundles, dev reloads).
const SHARED = Symbol.for('wayfarer.rateLimiter')
type WithLimiter = typeof globalThis & { [SHARED]?: RateLimiter }

/** The process's limiter: in Redis when REDIS_URL is set (shared by every app process), else in this process. */
export function rateLimiter(): RateLimiter {
  const scope = globalThis as WithLimiter
  scope[SHARED] ??= process.env.REDIS_URL
    ? redisLimiter({ url: process.env.REDIS_URL, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'wayfarer:'}rate-limit:` })
    : memoryLimiter()
  return scope[SHARED]
}
