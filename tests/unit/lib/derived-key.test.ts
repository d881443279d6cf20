import crypto from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { derivedKey } from '@/lib/derived-key'
import { LEGACY_KEYS_ACCEPTED_UNTIL, legacyDerivedKey } from '@/lib/legacy-derived-key'

/** HKDF-SHA256 written out from RFC 5869 (extract, then one block of expand): the check that derivedKey is HKDF. */
function rfc5869(secret: string, salt: string, info: string): Buffer {
  const pseudoRandomKey = crypto.createHmac('sha256', salt).update(secret).digest()
  return crypto
    .createHmac('sha256', pseudoRandomKey)
    .update(Buffer.concat([Buffer.from(info), Buffer.from([1])]))
    .digest()
}

beforeEach(() => vi.stubEnv('PAYLOAD_SECRET', 'derived-key-test-secret'))
afterEach(() => vi.unstubAllEnvs())

describe('derivedKey', () => {
  it('is HKDF-SHA256 of the site secret with the use as info: 32 bytes, one key per use', () => {
    expect(derivedKey('customer-access')).toEqual(rfc5869('derived-key-test-secret', 'wayfarer-groups', 'wayfarer:customer-access'))
    expect(derivedKey('customer-access')).toHaveLength(32)
    expect(derivedKey('sign-in-codes')).not.toEqual(derivedKey('customer-access'))
  })

  it('changes with the secret, and is never the old SHA-256 of use and secret', () => {
    const key = derivedKey('customer-access')
    expect(key).not.toEqual(crypto.createHash('sha256').update('customer-access:derived-key-test-secret').digest())
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(derivedKey('customer-access')).not.toEqual(key)
  })
})

describe('legacyDerivedKey', () => {
  it('is the key a use had before HKDF, until LEGACY_KEYS_ACCEPTED_UNTIL, and none from then on', () => {
    const before = new Date(LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 1)
    expect(legacyDerivedKey('customer-access', before)).toEqual(
      crypto.createHash('sha256').update('customer-access:derived-key-test-secret').digest(),
    )
    expect(legacyDerivedKey('alert-unsubscribe', before)).toEqual(Buffer.from('derived-key-test-secret'))
    expect(legacyDerivedKey('customer-access', LEGACY_KEYS_ACCEPTED_UNTIL)).toBeNull()
    expect(legacyDerivedKey('login-transaction', new Date('2030-01-01T00:00:00Z'))).toBeNull()
  })
})
