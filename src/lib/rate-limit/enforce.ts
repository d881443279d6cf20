import { ApiError } from '@/lib/http/api-error'
import type { RateLimit, RateLimiter, RateLimitVerdict } from './rate-limit'

/** Counts one call for `key`; past the limit, the call is refused with RATE_LIMITED (429) and `extra.retryAfter` in seconds. */
export async function enforce(limiter: RateLimiter, limit: RateLimit, key: string): Promise<RateLimitVerdict> {
  const verdict = await limiter.hit(limit, key)
  if (!verdict.allowed) {
    const seconds = `${verdict.retryAfter} second${verdict.retryAfter === 1 ? '' : 's'}`
    throw new ApiError('RATE_LIMITED', `Too many attempts; try again in ${seconds}.`, { retryAfter: verdict.retryAfter })
  }
  return verdict
}
