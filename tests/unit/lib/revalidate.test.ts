import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Next runs `after()` callbacks once a render is answered; here they run when the test says.
const { afterCallbacks } = vi.hoisted(() => ({ afterCallbacks: [] as Array<() => void> }))
vi.mock('next/server', () => ({ after: (callback: () => void) => afterCallbacks.push(callback) }))
const runAfterCallbacks = async () => afterCallbacks.splice(0).forEach((callback) => callback())
import { EXPIRY_REPEAT_CAP_MS, EXPIRY_REPEAT_MARGIN_MS, expireTags, isRevalidationToken, revalidationToken } from '@/lib/cache/revalidate'
import { trackRender } from '@/lib/cache/renders-in-flight'

const signedWith = (key: string, tags: string[]) => crypto.createHmac('sha256', key).update(tags.join('\n')).digest('hex')

describe('revalidation tokens', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are signed and checked with a key derived from the server secret, never the secret itself', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    const tags = ['page:it:home', 'layout']
    const token = revalidationToken(tags)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(token).not.toBe(signedWith('server-secret', tags))
    expect(isRevalidationToken(tags, token)).toBe(true)
    expect(isRevalidationToken(['layout'], token)).toBe(false)
    expect(isRevalidationToken(tags, 'short')).toBe(false)
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(isRevalidationToken(tags, token)).toBe(false)
  })

  it('never use an empty key: an empty PAYLOAD_SECRET on a deployed site signs nothing', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(() => revalidationToken(['layout'])).toThrow(/PAYLOAD_SECRET/)
    expect(() => isRevalidationToken(['layout'], signedWith('', ['layout']))).toThrow(/PAYLOAD_SECRET/)
  })
})

describe('expiring tags', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it('asks the server at once, and again only once the renders in flight at the change are done', async () => {
    vi.useFakeTimers()
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    vi.stubEnv('PORT', '3999')
    const asked: Array<{ url: string; tags: string[] }> = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, tags: (JSON.parse(String(init.body)) as { tags: string[] }).tags })
      return new Response('{}')
    })
    // No render in flight: one expiry.
    await expireTags(['layout'])
    await vi.advanceTimersByTimeAsync(EXPIRY_REPEAT_CAP_MS * 2)
    expect(asked).toEqual([{ url: 'http://127.0.0.1:3999/api/v1/internal/revalidate', tags: ['layout'] }])

    // A render in flight: repeated once it is done (and its page stored), not before.
    asked.length = 0
    trackRender()
    await expireTags(['travel:7', 'reviews', 'travel:7'])
    expect(asked.map((call) => call.tags)).toEqual([['travel:7', 'reviews']])
    await vi.advanceTimersByTimeAsync(3_000)
    expect(asked).toHaveLength(1)
    await runAfterCallbacks()
    await vi.advanceTimersByTimeAsync(EXPIRY_REPEAT_MARGIN_MS)
    expect(asked.map((call) => call.tags)).toEqual([
      ['travel:7', 'reviews'],
      ['travel:7', 'reviews'],
    ])
    await vi.advanceTimersByTimeAsync(EXPIRY_REPEAT_CAP_MS * 2)
    expect(asked).toHaveLength(2)
  })

  it('repeats by the cap for a render that never says it is done', async () => {
    vi.useFakeTimers()
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const asked: string[][] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      asked.push((JSON.parse(String(init.body)) as { tags: string[] }).tags)
      return new Response('{}')
    })
    trackRender()
    await expireTags(['layout'])
    await vi.advanceTimersByTimeAsync(EXPIRY_REPEAT_CAP_MS + EXPIRY_REPEAT_MARGIN_MS)
    expect(asked).toEqual([['layout'], ['layout']])
    await runAfterCallbacks()
  })

  it('does nothing outside a Next server (scripts, tests)', async () => {
    vi.stubEnv('NEXT_RUNTIME', '')
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await expireTags(['layout'])
    expect(fetch).not.toHaveBeenCalled()
  })
})
