import { afterEach, describe, expect, it, vi } from 'vitest'

const { unstable_cache } = vi.hoisted(() => ({
  unstable_cache: vi.fn((read: () => Promise<unknown>, _key: string[], _options: object) => read),
}))
vi.mock('next/cache', () => ({ unstable_cache }))

const { cached } = await import('@/lib/cache/cached')
const { declareRenderTags } = await import('@/lib/cache/render-tags')
const { PAGE_REVALIDATE_S } = await import('@/lib/cache/page-cache')

describe('cached reads', () => {
  afterEach(() => {
    unstable_cache.mockClear()
    vi.unstubAllEnvs()
  })

  it('answers what the read answers, kept under its key and tags for the page time limit', async () => {
    await expect(cached(['layout', 'it'], ['layout', 'reviews'], async () => 'the layout')).resolves.toBe('the layout')
    const [, key, options] = unstable_cache.mock.calls[0]!
    expect(key.slice(0, 2)).toEqual(['layout', 'it'])
    expect(options).toEqual({ tags: ['layout', 'reviews'], revalidate: PAGE_REVALIDATE_S })
  })

  it('keeps the reads of two databases apart', async () => {
    const read = async () => null
    await cached(['page'], [], read)
    const [, first] = unstable_cache.mock.calls[0]!
    vi.resetModules()
    vi.stubEnv('DATABASE_URL', 'postgres://127.0.0.1/another')
    const again = await import('@/lib/cache/cached')
    await again.cached(['page'], [], read)
    const [, second] = unstable_cache.mock.calls[1]!
    expect(second).not.toEqual(first)
  })

  it('gives the page being rendered the tags of data read from memory, and nothing without tags', async () => {
    await declareRenderTags([])
    expect(unstable_cache).not.toHaveBeenCalled()
    await declareRenderTags(['travel:7', 'catalog'])
    expect(unstable_cache.mock.calls[0]![2]).toMatchObject({ tags: ['travel:7', 'catalog'] })
  })
})
