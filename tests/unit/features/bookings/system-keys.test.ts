import { describe, expect, it } from 'vitest'
import { bearerKey, isSystemKeyShape, keyHint, newSystemKey, sameKeyHash, systemKeyHash } from '@/features/bookings/system-keys'

describe('bookings-system keys', () => {
  it('are new every time, recognisable, and of one shape', () => {
    const keys = new Set(Array.from({ length: 50 }, newSystemKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(isSystemKeyShape(key), key).toBe(true)
    expect(isSystemKeyShape('wfb_short')).toBe(false)
    expect(isSystemKeyShape(`xyz_${'a'.repeat(43)}`)).toBe(false)
  })

  it('hash to a keyed SHA-256 that gives the key away nowhere and depends on the secret', () => {
    const key = newSystemKey()
    const hash = systemKeyHash(key)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(systemKeyHash(key))
    expect(hash).not.toBe(systemKeyHash(newSystemKey()))
    const before = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'another-secret'
    try {
      expect(systemKeyHash(key)).not.toBe(hash)
    } finally {
      process.env.PAYLOAD_SECRET = before
    }
  })

  it('compare equal hashes only, whatever their length', () => {
    const hash = systemKeyHash(newSystemKey())
    expect(sameKeyHash(hash, hash)).toBe(true)
    expect(sameKeyHash(hash, systemKeyHash(newSystemKey()))).toBe(false)
    expect(sameKeyHash(hash, hash.slice(0, 10))).toBe(false)
    expect(sameKeyHash('', '')).toBe(false)
  })

  it('are read from a Bearer header only', () => {
    expect(bearerKey('Bearer wfb_abc')).toBe('wfb_abc')
    expect(bearerKey('bearer   wfb_abc ')).toBe('wfb_abc')
    for (const header of [null, '', 'wfb_abc', 'Basic wfb_abc', 'Bearer', 'Bearer a b'])
      expect(bearerKey(header), String(header)).toBeNull()
  })

  it('show editors their last four characters', () => {
    expect(keyHint('wfb_abcdefgh')).toBe('…efgh')
  })
})
