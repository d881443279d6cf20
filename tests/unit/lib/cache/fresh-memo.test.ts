import { describe, expect, it, vi } from 'vitest'
import { freshMemo } from '@/lib/cache/fresh-memo'

const TTL_MS = 40
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A load whose answers the test hands out one by one, counting the calls. */
function controlledLoad() {
  const pending: Array<{ resolve: (value: { n: number }) => void; reject: (error: Error) => void }> = []
  const load = vi.fn(
    (_key: string) =>
      new Promise<{ n: number }>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
  )
  return { load, pending }
}

describe('freshMemo', () => {
  it('loads a key never seen once, however many ask meanwhile', async () => {
    const { load, pending } = controlledLoad()
    const memo = freshMemo(load, { ttlMs: TTL_MS, maxEntries: 10 })
    const asks = [memo('a'), memo('a'), memo('a')]
    expect(load).toHaveBeenCalledTimes(1)
    pending[0]!.resolve({ n: 1 })
    expect(await Promise.all(asks)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }])
    expect(await memo('a')).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives a known answer as it is, fresh or stale, so that no caller waits for it', async () => {
    const { load, pending } = controlledLoad()
    const memo = freshMemo(load, { ttlMs: TTL_MS, maxEntries: 10 })
    const first = memo('a')
    expect(first).toBeInstanceOf(Promise)
    pending[0]!.resolve({ n: 1 })
    await first
    expect(memo('a')).toEqual({ n: 1 })
    await pause(TTL_MS * 2)
    expect(memo('a')).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('serves a stale answer at once while one refresh runs, then the fresh one', async () => {
    const { load, pending } = controlledLoad()
    const memo = freshMemo(load, { ttlMs: TTL_MS, maxEntries: 10 })
    const first = memo('a')
    pending[0]!.resolve({ n: 1 })
    await first
    await pause(TTL_MS * 2)
    expect(await memo('a')).toEqual({ n: 1 })
    expect(await memo('a')).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(2)
    pending[1]!.resolve({ n: 2 })
    await pause(0)
    expect(await memo('a')).toEqual({ n: 2 })
  })

  it('keeps the old answer when a refresh fails, and tries again only after another ttl', async () => {
    const { load, pending } = controlledLoad()
    const memo = freshMemo(load, { ttlMs: TTL_MS, maxEntries: 10 })
    const first = memo('a')
    pending[0]!.resolve({ n: 1 })
    await first
    await pause(TTL_MS * 2)
    expect(await memo('a')).toEqual({ n: 1 })
    pending[1]!.reject(new Error('database away'))
    await pause(0)
    expect(await memo('a')).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(2)
    await pause(TTL_MS * 2)
    expect(await memo('a')).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('lets a failed first load fail its callers, and loads again on the next ask', async () => {
    const { load, pending } = controlledLoad()
    const memo = freshMemo(load, { ttlMs: TTL_MS, maxEntries: 10 })
    const first = memo('a')
    pending[0]!.reject(new Error('no such edition'))
    await expect(first).rejects.toThrow('no such edition')
    const second = memo('a')
    pending[1]!.resolve({ n: 2 })
    expect(await second).toEqual({ n: 2 })
  })

  it('keeps at most maxEntries keys, and forgets every answer on clear', async () => {
    const load = vi.fn(async (key: string) => ({ key }))
    const memo = freshMemo(load, { ttlMs: 60_000, maxEntries: 2 })
    await memo('a')
    await memo('b')
    await memo('c')
    await memo('b')
    expect(load).toHaveBeenCalledTimes(3)
    await memo('a')
    expect(load).toHaveBeenCalledTimes(4)
    memo.clear()
    await memo('a')
    expect(load).toHaveBeenCalledTimes(5)
  })
})
