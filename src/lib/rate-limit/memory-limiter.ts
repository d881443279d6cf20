import { verdict, windowKey, type RateLimit, type RateLimiter } from './rate-limit'

/**
 * The in-process limiter holds at most this many open windows, so memory stays bounded under a
 * flood of keys. Full, it refuses new keys until a window closes: forgetting open windows instead
 * would let a flood of new keys reset everyone's counts.
 */
export const MEMORY_LIMITER_MAX_WINDOWS = 50_000
/** Closed windows are swept at most this often (and whenever the bound is reached). */
const SWEEP_INTERVAL_MS = 60_000

export type MemoryLimiterOptions = {
  /** The clock, in milliseconds: tests pass a fake one. */
  now?: () => number
  maxWindows?: number
}

type Window = { count: number; closesAt: number }

/** Counts calls in this process only: for a single process, or while Redis is away. */
export function memoryLimiter(options: MemoryLimiterOptions = {}): RateLimiter & { readonly size: number } {
  const now = options.now ?? Date.now
  const maxWindows = options.maxWindows ?? MEMORY_LIMITER_MAX_WINDOWS
  // Insertion order is opening order: a window is re-inserted when it opens again.
  const windows = new Map<string, Window>()
  let sweptAt = now()
  // When the first of the windows kept at the last sweep closes: no sweep frees room before then.
  let firstCloseAt = Infinity

  function sweep(at: number) {
    sweptAt = at
    firstCloseAt = Infinity
    for (const [id, window] of windows) {
      if (window.closesAt <= at) windows.delete(id)
      else firstCloseAt = Math.min(firstCloseAt, window.closesAt)
    }
  }

  /** Room for one more window: closed ones are swept when one may have closed since the last sweep. */
  function hasRoom(at: number): boolean {
    if (at - sweptAt >= SWEEP_INTERVAL_MS || (windows.size >= maxWindows && at >= firstCloseAt)) sweep(at)
    return windows.size < maxWindows
  }

  return {
    get size() {
      return windows.size
    },

    async hit(limit: RateLimit, key: string) {
      const id = windowKey(limit, key)
      const at = now()
      let window = windows.get(id)
      if (!window || window.closesAt <= at) {
        windows.delete(id)
        if (!hasRoom(at)) return { allowed: false, remaining: 0, retryAfter: Math.max(1, Math.ceil((firstCloseAt - at) / 1000)) }
        window = { count: 0, closesAt: at + limit.windowSeconds * 1000 }
        windows.set(id, window)
        firstCloseAt = Math.min(firstCloseAt, window.closesAt)
      }
      window.count += 1
      return verdict(limit, window.count, window.closesAt - at)
    },

    async reset(limit: RateLimit, key: string) {
      windows.delete(windowKey(limit, key))
    },
  }
}
