import { processSingleton } from '@/lib/process/singleton'
import { memoryLimiter } from './memory-limiter'
import type { RateLimiter } from './rate-limit'
import { redisLimiter } from './redis-limiter'

export { enforce } from './enforce'
export type { RateLimit, RateLimiter, RateLimitVerdict } from './rate-limit'

/** The process's limiter: in Redis when REDIS_URL is set (shared by every app process), else in this process. */
export function rateLimiter(): RateLimiter {
  return processSingleton('rateLimiter', () =>
    process.env.REDIS_URL
      ? redisLimiter({ url: process.env.REDIS_URL, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'wayfarer:'}rate-limit:` })
      : memoryLimiter(),
  )
}
