import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { enforce, rateLimiter } from '@/lib/rate-limit'
import { memoryLimiter } from '@/lib/rate-limit/memory-limiter'
import type { RateLimit } from '@/lib/rate-limit/rate-limit'

const SIGN_IN: RateLimit = { name: 'sign-in', max: 1, windowSeconds: 30 }

describe('enforce', () => {
  it('lets allowed calls through with their verdict', async () => {
    await expect(enforce(memoryLimiter(), SIGN_IN, 'ana')).resolves.toEqual({ allowed: true, remaining: 0, retryAfter: 0 })
  })

  it('refuses a call past the limit with RATE_LIMITED, 429 and retryAfter', async () => {
    const limiter = memoryLimiter()
    await enforce(limiter, SIGN_IN, 'ana')
    const refusal = await enforce(limiter, SIGN_IN, 'ana').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({
      key: 'RATE_LIMITED',
      status: 429,
      message: 'Too many attempts; try again in 30 seconds.',
      extra: { retryAfter: 30 },
    })
  })
})

describe('rateLimiter', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is one in-process limiter per process without REDIS_URL', async () => {
    vi.stubEnv('REDIS_URL', '')
    expect(rateLimiter()).toBe(rateLimiter())
    await expect(rateLimiter().hit({ name: 'shared-test', max: 1, windowSeconds: 60 }, 'ana')).resolves.toMatchObject({ allowed: true })
  })
})
