import { LRUCache } from 'lru-cache'

/**
 * Answers remembered for a short time, for lookups made on every request (the proxy's). Once
 * an answer is older than `ttlMs` it is still served while one refresh runs in the background,
 * so a busy key never waits and never queues loads; a failed refresh keeps the old answer for
 * another `ttlMs`. Only a key never seen waits for its first load (shared by every caller asking
 * meanwhile). At most `maxEntries` keys are kept (least recently used first out).
 */
export function freshMemo<V extends object>(load: (key: string) => Promise<V>, options: { ttlMs: number; maxEntries: number }) {
  const answers = new LRUCache<string, V>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    allowStale: true,
    fetchMethod: async (key, stale) => {
      try {
        return await load(key)
      } catch (error) {
        if (stale === undefined) throw error
        return stale
      }
    },
  })

  const get = (key: string): Promise<V> => answers.forceFetch(key)
  /** Forgets every answer: the next asks load again (a change made in this process). */
  get.clear = () => answers.clear()
  return get
}
