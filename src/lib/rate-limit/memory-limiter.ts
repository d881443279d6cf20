import { RateLimiterMemory } from 'rate-limiter-flexible'
import { countersPerLimit, countOne } from './counters'
import { verdict, windowKey, type RateLimit, type RateLimiter } from './rate-limit'

/**
 * The in-process limiter holds at most this many open windows, so memory stays bounded under a
 * flood of keys. Full, it refuses new keys until a window closes: forgetting open windows instead
 * would let a flood of new keys reset everyone's counts.
 */
export const MEMORY_LIMITER_MAX_WINDOWS = 50_000
/** Closed windows are swept at most this often (and whenever the bound is reached). */
const SWEEP_INTERVAL_MS = 60_000

export type MemoryLimiterOptions = { maxWindows?: number }

/**
 * Counts calls in this process only: for a single process, or while Redis is away. The counts are
 * rate-limiter-flexible's (`RateLimiterMemory`, which forgets a window when it closes); this
 * keeps the bound on open windows, which it has not.
 */
export function memoryLimiter(options: MemoryLimiterOptions = {}): RateLimiter & { readonly size: number } {
  const maxWindows = options.maxWindows ?? MEMORY_LIMITER_MAX_WINDOWS
  const counterFor = countersPerLimit((limit) => new RateLimiterMemory({ keyPrefix: '', points: limit.max, duration: limit.windowSeconds }))
  // When each open window closes, by storage key: what the bound counts.
  const closing = new Map<string, number>()
  let sweptAt = Date.now()
  // When the first of the windows kept at the last sweep closes: no sweep frees room before then.
  let firstCloseAt = Infinity

  function sweep(at: number) {
    sweptAt = at
    firstCloseAt = Infinity
    for (const [id, closesAt] of closing) {
      if (closesAt <= at) closing.delete(id)
      else firstCloseAt = Math.min(firstCloseAt, closesAt)
    }
  }

  /** Room for one more window: closed ones are swept when one may have closed since the last sweep. */
  function hasRoom(at: number): boolean {
    if (at - sweptAt >= SWEEP_INTERVAL_MS || (closing.size >= maxWindows && at >= firstCloseAt)) sweep(at)
    return closing.size < maxWindows
  }

  return {
    get size() {
      return closing.size
    },

    async hit(limit: RateLimit, key: string) {
      const id = windowKey(limit, key)
      const at = Date.now()
      if (!((closing.get(id) ?? 0) > at)) {
        // A window closed here is closed in the counter too, even if its timer has not fired yet.
        if (closing.delete(id)) await counterFor(limit).delete(id)
        if (!hasRoom(at)) return { allowed: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((firstCloseAt - at) / 1000)) }
        const closesAt = at + limit.windowSeconds * 1000
        closing.set(id, closesAt)
        firstCloseAt = Math.min(firstCloseAt, closesAt)
      }
      const counted = await countOne(counterFor(limit), id)
      return verdict(limit, counted.consumedPoints, counted.msBeforeNext)
    },

    async reset(limit: RateLimit, key: string) {
      const id = windowKey(limit, key)
      closing.delete(id)
      await counterFor(limit).delete(id)
    },
  }
}
