import { describe, expect, it } from 'vitest'
import { verdict, windowKey, type RateLimit } from '@/lib/rate-limit/rate-limit'

const SIGN_IN: RateLimit = { name: 'sign-in', max: 3, windowSeconds: 60 }

describe('windowKey', () => {
  it.each([
    ['very long', 'x'.repeat(1_000_000)],
    ['with newlines', 'a\r\nb'],
    ['with NUL', 'a\u0000b'],
  ])('stores a %s key as a fixed-length hash', (_, key) => {
    expect(windowKey(SIGN_IN, key)).toMatch(/^sign-in:[0-9a-f]{64}$/)
  })

  it('gives different keys different storage keys', () => {
    expect(windowKey(SIGN_IN, 'a\u0000b')).not.toBe(windowKey(SIGN_IN, 'ab'))
  })

  it.each([
    ['a name with a newline', { ...SIGN_IN, name: 'sign\nin' }],
    ['an empty name', { ...SIGN_IN, name: '' }],
    ['max 0', { ...SIGN_IN, max: 0 }],
    ['a fractional window', { ...SIGN_IN, windowSeconds: 0.5 }],
  ])('refuses a limit with %s', (_, limit) => {
    expect(() => windowKey(limit, 'ana')).toThrow(TypeError)
  })
})

describe('verdict', () => {
  it('rounds the time left up to whole seconds, at least 1 when refused', () => {
    expect(verdict(SIGN_IN, 4, 1_001)).toEqual({ allowed: false, remaining: 0, retryAfter: 2 })
    expect(verdict(SIGN_IN, 4, 0)).toEqual({ allowed: false, remaining: 0, retryAfter: 1 })
    expect(verdict(SIGN_IN, 3, 5_000)).toEqual({ allowed: true, remaining: 0, retryAfter: 0 })
  })
})
