import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { RateLimit } from './rate-limit'

/** One counter per limit (rate-limiter-flexible fixes points and duration per instance), made on first use. */
export function countersPerLimit<C>(make: (limit: RateLimit) => C): (limit: RateLimit) => C {
  const counters = new Map<string, C>()
  return (limit) => {
    const id = `${limit.name}/${limit.max}/${limit.windowSeconds}`
    let counter = counters.get(id)
    if (!counter) counters.set(id, (counter = make(limit)))
    return counter
  }
}

/** Counts one call for `id`: the count and time left whether allowed or not (a refusal rejects with the same answer); a store's failure throws. */
export async function countOne(counter: RateLimiterAbstract, id: string): Promise<RateLimiterRes> {
  try {
    return await counter.consume(id)
  } catch (answer) {
    if (answer instanceof RateLimiterRes) return answer
    throw answer
  }
}
