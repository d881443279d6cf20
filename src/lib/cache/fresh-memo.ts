/**
 * Answers remembered for a short time, for lookups made on every request (the proxy's). Once
 * an answer is older than `ttlMs` it is still served while one refresh runs in the background,
 * so a busy key never waits and never queues loads; a failed refresh keeps the old answer.
 * Only a key never seen waits for its first load. At most `maxEntries` keys are kept (oldest
 * first out).
 */
export function freshMemo<V>(load: (key: string) => Promise<V>, options: { ttlMs: number; maxEntries: number }) {
  type Entry = { value: V; loadedAt: number; refreshing: boolean }
  const entries = new Map<string, Entry>()
  const firstLoads = new Map<string, Promise<V>>()

  function remember(key: string, value: V) {
    entries.delete(key)
    entries.set(key, { value, loadedAt: Date.now(), refreshing: false })
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
  }

  function refresh(key: string, entry: Entry) {
    entry.refreshing = true
    load(key).then(
      (value) => remember(key, value),
      () => {
        entry.refreshing = false
        entry.loadedAt = Date.now()
      },
    )
  }

  function get(key: string): Promise<V> {
    const entry = entries.get(key)
    if (entry) {
      if (!entry.refreshing && Date.now() - entry.loadedAt > options.ttlMs) refresh(key, entry)
      return Promise.resolve(entry.value)
    }
    let first = firstLoads.get(key)
    if (!first) {
      first = load(key)
        .then((value) => {
          remember(key, value)
          return value
        })
        .finally(() => firstLoads.delete(key))
      firstLoads.set(key, first)
    }
    return first
  }
  /** Forgets every answer: the next asks load again (a change made in this process). */
  get.clear = () => entries.clear()
  return get
}
