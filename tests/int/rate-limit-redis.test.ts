import net from 'node:net'
import { createClient } from '@redis/client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { windowKey, type RateLimit } from '@/lib/rate-limit/rate-limit'
import { redisLimiter } from '@/lib/rate-limit/redis-limiter'
import { redisReachable, TEST_REDIS_URL } from '../support/redis'

// Needs a Redis server, no database and no CMS.
const REDIS_URL = TEST_REDIS_URL
const KEY_PREFIX = 'rate-limit-test:'
// A name of its own per run: runs never count each other's calls.
const RUN = `run-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const TIMEOUT_MS = 300

type RedisLimiter = ReturnType<typeof redisLimiter>

const reachable = await redisReachable()
if (!reachable) console.warn(`rate-limit-redis: no Redis at ${REDIS_URL}; skipped (set TEST_REDIS_URL to point at one)`)

function limitNamed(name: string, max: number, windowSeconds: number): RateLimit {
  return { name: `${RUN}-${name}`, max, windowSeconds }
}

/** Calls `hit` until it is allowed, and answers how long that took. */
async function waitUntilAllowed(hit: () => Promise<{ allowed: boolean }>, deadlineMs: number): Promise<number> {
  const started = Date.now()
  while (!(await hit()).allowed) {
    if (Date.now() - started > deadlineMs) throw new Error(`still refused after ${deadlineMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}

// Without Redis it is skipped locally; under CI a missing Redis is a failure, not a skip.
describe.skipIf(!reachable && !process.env.CI)('redisLimiter against Redis', () => {
  // Two limiters stand for two app processes sharing one Redis. Made in beforeAll: a skipped
  // suite must not open connections.
  let limiter: RedisLimiter
  let otherProcess: RedisLimiter
  const raw = createClient({ url: REDIS_URL })

  beforeAll(() => {
    limiter = redisLimiter({ url: REDIS_URL, keyPrefix: KEY_PREFIX, timeoutMs: TIMEOUT_MS })
    otherProcess = redisLimiter({ url: REDIS_URL, keyPrefix: KEY_PREFIX, timeoutMs: TIMEOUT_MS })
  })

  afterAll(async () => {
    await limiter.close()
    await otherProcess.close()
    if (raw.isOpen) raw.destroy()
  })

  it('allows max calls per window, then refuses with the seconds left; every process sees the same count', async () => {
    const limit = limitNamed('counts', 3, 60)
    const first = await limiter.hit(limit, 'ana@example.com')
    const second = await otherProcess.hit(limit, 'ana@example.com')
    const third = await limiter.hit(limit, 'ana@example.com')
    const fourth = await otherProcess.hit(limit, 'ana@example.com')
    expect([first, second, third].map((verdict) => [verdict.allowed, verdict.remaining, verdict.retryAfter])).toEqual([
      [true, 2, 0],
      [true, 1, 0],
      [true, 0, 0],
    ])
    expect(fourth.allowed).toBe(false)
    expect(fourth.retryAfter).toBeGreaterThanOrEqual(59)
    expect(fourth.retryAfter).toBeLessThanOrEqual(60)
    expect((await limiter.hit(limit, 'bob@example.com')).remaining).toBe(2)
  })

  it('sets the expiry when the window opens, never longer than the window', async () => {
    const limit = limitNamed('expiry', 5, 60)
    await limiter.hit(limit, 'ana')
    await raw.connect()
    const msLeft = await raw.pTTL(KEY_PREFIX + windowKey(limit, 'ana'))
    expect(msLeft).toBeGreaterThan(55_000)
    expect(msLeft).toBeLessThanOrEqual(60_000)
  })

  it('opens a new window once a 1-second window has expired', async () => {
    const limit = limitNamed('one-second', 1, 1)
    expect((await limiter.hit(limit, 'ana')).allowed).toBe(true)
    const refused = await limiter.hit(limit, 'ana')
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 1 })
    const waited = await waitUntilAllowed(() => limiter.hit(limit, 'ana'), 3_000)
    expect(waited).toBeLessThan(1_500)
  })

  it('forgets a key on reset', async () => {
    const limit = limitNamed('reset', 1, 60)
    await limiter.hit(limit, 'ana')
    expect((await limiter.hit(limit, 'ana')).allowed).toBe(false)
    await limiter.reset(limit, 'ana')
    expect((await otherProcess.hit(limit, 'ana')).allowed).toBe(true)
  })

  it.each([
    ['very long', 'x'.repeat(100_000)],
    ['with newlines', 'ana\r\nFLUSHALL\r\n'],
    ['with NUL', 'ana\u0000bob'],
  ])('counts a %s key in Redis like any other', async (_, key) => {
    const limit = limitNamed('hostile', 1, 60)
    expect((await limiter.hit(limit, key)).allowed).toBe(true)
    expect((await otherProcess.hit(limit, key)).allowed).toBe(false)
  })
})

describe('redisLimiter without an answering Redis', () => {
  const limit = limitNamed('fallback', 1, 60)
  let blackHole: net.Server | undefined

  afterEach(() => {
    vi.restoreAllMocks()
    blackHole?.close()
  })

  it('counts in this process at once when nothing listens, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limiter = redisLimiter({ url: 'redis://127.0.0.1:1', timeoutMs: TIMEOUT_MS })
    try {
      const started = Date.now()
      expect((await limiter.hit(limit, 'ana')).allowed).toBe(true)
      expect((await limiter.hit(limit, 'ana')).allowed).toBe(false)
      await limiter.reset(limit, 'ana')
      expect((await limiter.hit(limit, 'ana')).allowed).toBe(true)
      // A refused connection is known at once: none of these calls waits for the timeout.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS)
      expect(warn.mock.calls.filter(([line]) => String(line).startsWith('rate limit:'))).toHaveLength(1)
    } finally {
      await limiter.close()
    }
  })

  it('counts in this process after its timeout when Redis accepts the connection but never answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const server = net.createServer(() => {})
    blackHole = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const limiter = redisLimiter({ url: `redis://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS })
    try {
      const started = Date.now()
      expect((await limiter.hit(limit, 'ana')).allowed).toBe(true)
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 200)
      expect((await limiter.hit(limit, 'ana')).allowed).toBe(false)
    } finally {
      await limiter.close()
    }
  })
})
