import { verdict, windowKey, type RateLimit, type RateLimiter } from './rate-limit'

/**
 * The in-process limiter holds at most this many open windows. Past it, a NEW key is refused
 * (answered as limited) rather than forgetting a live window: a flood of keys must not reset
 * anyone's count. Closed windows are swept to make room.
 */
export const MEMORY_LIMITER_MAX_WINDOWS = 50_000
/** Closed windows are swept at most this often (and whenever the bound is reached). */
const SWEEP_INTERVAL_MS = 60_000
/** A new key refused because the limiter is full is asked to come back after this long. */
const FULL_RETRY_MS = 10_000

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
  const windows = new Map<string, Window>()
  let sweptAt = now()

  function sweep(at: number) {
    sweptAt = at
    for (const [id, window] of windows) if (window.closesAt <= at) windows.delete(id)
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
        if (windows.size >= maxWindows || at - sweptAt >= SWEEP_INTERVAL_MS) sweep(at)
        if (windows.size >= maxWindows) return verdict(limit, limit.max + 1, FULL_RETRY_MS)
        window = { count: 0, closesAt: at + limit.windowSeconds * 1000 }
        windows.set(id, window)
      }
      window.count += 1
      return verdict(limit, window.count, window.closesAt - at)
    },

    async reset(limit: RateLimit, key: string) {
      windows.delete(windowKey(limit, key))
    },
  }
}
