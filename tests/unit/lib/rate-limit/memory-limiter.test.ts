import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryLimiter } from '@/lib/rate-limit/memory-limiter'
import type { RateLimit } from '@/lib/rate-limit/rate-limit'

const SIGN_IN: RateLimit = { name: 'sign-in', max: 3, windowSeconds: 60 }

/** A limiter on a clock the test moves by hand (`clock.now += ms` moves the faked time and fires what falls due). */
function limiterAt(start = 1_000_000, maxWindows?: number) {
  vi.useFakeTimers({ now: start })
  const limiter = memoryLimiter({ maxWindows })
  const clock = {
    get now() {
      return Date.now()
    },
    set now(to: number) {
      vi.advanceTimersByTime(to - Date.now())
    },
  }
  return { limiter, clock }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('memoryLimiter', () => {
  it('allows max calls per window, then refuses', async () => {
    const { limiter } = limiterAt()
    const verdicts = []
    for (let call = 0; call < 5; call++) verdicts.push(await limiter.hit(SIGN_IN, 'ana@example.com'))
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false, false])
    expect(verdicts.map((verdict) => verdict.remaining)).toEqual([2, 1, 0, 0, 0])
  })

  it('answers retryAfter 0 when allowed, and the whole seconds left in the window when refused', async () => {
    const { limiter, clock } = limiterAt()
    for (let call = 0; call < 3; call++) expect((await limiter.hit(SIGN_IN, 'ana')).retryAfter).toBe(0)
    expect((await limiter.hit(SIGN_IN, 'ana')).retryAfter).toBe(60)
    clock.now += 10_500
    expect((await limiter.hit(SIGN_IN, 'ana')).retryAfter).toBe(50)
    clock.now += 49_000
    expect((await limiter.hit(SIGN_IN, 'ana')).retryAfter).toBe(1)
  })

  it('opens a new window once the last one closed: fixed windows, not sliding', async () => {
    const { limiter, clock } = limiterAt()
    for (let call = 0; call < 4; call++) await limiter.hit(SIGN_IN, 'ana')
    clock.now += 59_999
    expect((await limiter.hit(SIGN_IN, 'ana')).allowed).toBe(false)
    clock.now += 1
    expect(await limiter.hit(SIGN_IN, 'ana')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 })
  })

  it('counts each key and each limit apart', async () => {
    const { limiter } = limiterAt()
    const otherLimit: RateLimit = { name: 'sign-in-ip', max: 3, windowSeconds: 60 }
    for (let call = 0; call < 3; call++) await limiter.hit(SIGN_IN, 'ana')
    expect((await limiter.hit(SIGN_IN, 'ana')).allowed).toBe(false)
    expect((await limiter.hit(SIGN_IN, 'bob')).remaining).toBe(2)
    expect((await limiter.hit(otherLimit, 'ana')).remaining).toBe(2)
  })

  it('forgets a key on reset', async () => {
    const { limiter } = limiterAt()
    for (let call = 0; call < 4; call++) await limiter.hit(SIGN_IN, 'ana')
    await limiter.reset(SIGN_IN, 'ana')
    expect(await limiter.hit(SIGN_IN, 'ana')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 })
  })

  it('drops closed windows, so memory follows the callers of the last window only', async () => {
    const { limiter, clock } = limiterAt()
    for (let key = 0; key < 1_000; key++) await limiter.hit(SIGN_IN, `caller-${key}`)
    expect(limiter.size).toBe(1_000)
    clock.now += 120_000
    await limiter.hit(SIGN_IN, 'late caller')
    expect(limiter.size).toBe(1)
  })

  it('never keeps more than maxWindows: full, it refuses new keys and keeps counting the ones it holds', async () => {
    const { limiter, clock } = limiterAt(1_000_000, 100)
    for (let call = 0; call < 4; call++) await limiter.hit(SIGN_IN, 'guesser')
    for (let key = 0; key < 10_000; key++) {
      await limiter.hit(SIGN_IN, `flood-${key}`)
      expect(limiter.size).toBeLessThanOrEqual(100)
    }
    // The flood did not reset the limited caller.
    expect((await limiter.hit(SIGN_IN, 'guesser')).allowed).toBe(false)
    expect((await limiter.hit(SIGN_IN, 'flood-50')).remaining).toBe(1)
    expect(await limiter.hit(SIGN_IN, 'newcomer')).toEqual({ allowed: false, remaining: 0, retryAfter: 60 })
    clock.now += 30_000
    expect((await limiter.hit(SIGN_IN, 'newcomer')).retryAfter).toBe(30)
    // Once the windows close, there is room again.
    clock.now += 30_000
    expect(await limiter.hit(SIGN_IN, 'newcomer')).toEqual({ allowed: true, remaining: 2, retryAfter: 0 })
    expect(limiter.size).toBe(1)
  })

  it.each([
    ['very long', 'x'.repeat(1_000_000)],
    ['with newlines', 'ana@example.com\r\nDEL *\r\n'],
    ['with NUL', 'ana\u0000@example.com'],
    ['empty', ''],
  ])('counts a %s key like any other, without confusing it with its neighbours', async (_, key) => {
    const { limiter } = limiterAt()
    for (let call = 0; call < 3; call++) await limiter.hit(SIGN_IN, key)
    expect((await limiter.hit(SIGN_IN, key)).allowed).toBe(false)
    expect((await limiter.hit(SIGN_IN, key.replace(/[\r\n\u0000]/g, '') + '!')).allowed).toBe(true)
  })
})
