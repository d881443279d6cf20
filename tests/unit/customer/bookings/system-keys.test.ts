import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  bearerKey,
  isSystemKeyShape,
  keyHint,
  legacySystemKeyHash,
  newSystemKey,
  sameKeyHash,
  systemKeyHash,
} from '@/customer/bookings/system-keys'
import { derivedKey } from '@/lib/derived-key'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'

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

  describe('across the change to HKDF keys', () => {
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllEnvs()
    })

    it('hash with the HKDF-derived key; the hash from before is known until LEGACY_KEYS_ACCEPTED_UNTIL only', () => {
      vi.stubEnv('PAYLOAD_SECRET', 'system-keys-test-secret')
      vi.useFakeTimers({ now: LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 1, toFake: ['Date'] })
      const key = newSystemKey()
      const oldKey = crypto.createHash('sha256').update('booking-system-keys:system-keys-test-secret').digest()
      expect(systemKeyHash(key)).toBe(crypto.createHmac('sha256', derivedKey('booking-system-keys')).update(key).digest('hex'))
      expect(legacySystemKeyHash(key)).toBe(crypto.createHmac('sha256', oldKey).update(key).digest('hex'))
      expect(legacySystemKeyHash(key)).not.toBe(systemKeyHash(key))
      vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
      expect(legacySystemKeyHash(key)).toBeNull()
    })
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
