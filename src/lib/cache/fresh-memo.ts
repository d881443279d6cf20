import { LRUCache } from 'lru-cache'

/**
 * Answers remembered for a short time, for lookups made on every request (the proxy's). A known
 * answer is returned as it is, not in a promise, so that a caller can skip waiting; once older
 * than `ttlMs` it is still returned while one refresh runs in the background, so a busy key never
 * waits and never queues loads; a failed refresh keeps the old answer for another `ttlMs`. Only a
 * key never seen gives a promise of its first load (shared by every caller asking meanwhile). At
 * most `maxEntries` keys are kept (least recently used first out).
 */
export function freshMemo<V extends object>(load: (key: string) => Promise<V>, options: { ttlMs: number; maxEntries: number }) {
  const answers = new LRUCache<string, V>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (key, stale) => {
      try {
        return await load(key)
      } catch (error) {
        if (stale === undefined) throw error
        return stale
      }
    },
  })

  const get = (key: string): V | Promise<V> => {
    const status: LRUCache.Status<string, V> = {}
    const known = answers.get(key, { status })
    if (known === undefined) return answers.forceFetch(key)
    if (status.get === 'stale') void answers.fetch(key)
    return known
  }
  /** Forgets every answer: the next asks load again (a change made in this process). */
  get.clear = () => answers.clear()
  return get
}
