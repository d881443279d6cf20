import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeHash, isCodeHash, newCode, sameHash } from '@/customer/accounts/code-crypto'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'
import { CODE_LENGTH, CODE_TTL_SECONDS, codeState, MAX_TRIES, RENEW_AFTER_SECONDS, renewableIn } from '@/customer/accounts/code-rules'
import { refreshOutcome } from '@/customer/accounts/token-rules'

const at = (seconds: number) => new Date(Date.UTC(2027, 0, 1, 12, 0, seconds))
const sent = (fields: Partial<{ sentAt: Date; tries: number; usedAt: Date | null }> = {}) => ({
  sentAt: at(0),
  tries: 0,
  usedAt: null,
  ...fields,
})

describe('sign-in codes', () => {
  it('are six digits, valid 10 minutes, renewable after 120 s, dead after 5 wrong tries', () => {
    expect([CODE_LENGTH, CODE_TTL_SECONDS, RENEW_AFTER_SECONDS, MAX_TRIES]).toEqual([6, 600, 120, 5])
  })

  it('come from a cryptographic source as six digits, zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newCode)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(1990)
  })

  it('wait 120 s before a new one, unless the last was used or spent', () => {
    expect(renewableIn(null, at(0))).toBe(0)
    expect(renewableIn(sent(), at(0))).toBe(120)
    expect(renewableIn(sent(), at(30))).toBe(90)
    expect(renewableIn(sent(), at(119.5))).toBe(1)
    expect(renewableIn(sent(), at(120))).toBe(0)
    expect(renewableIn(sent({ usedAt: at(5) }), at(10))).toBe(0)
    expect(renewableIn(sent({ tries: MAX_TRIES }), at(10))).toBe(0)
  })

  it('can be tried while unused, under five tries and within 10 minutes', () => {
    expect(codeState(sent(), at(599))).toBe('live')
    expect(codeState(sent(), at(600))).toBe('expired')
    expect(codeState(sent({ tries: 4 }), at(10))).toBe('live')
    expect(codeState(sent({ tries: 5 }), at(10))).toBe('spent')
    expect(codeState(sent({ usedAt: at(3) }), at(10))).toBe('used')
  })

  it('are kept as a keyed hash bound to the e-mail, compared in constant time', () => {
    const hash = codeHash('a@example.com', '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('123456')
    expect(sameHash(hash, codeHash('a@example.com', '123456'))).toBe(true)
    expect(sameHash(hash, codeHash('b@example.com', '123456'))).toBe(false)
    expect(sameHash(hash, codeHash('a@example.com', '123457'))).toBe(false)
    expect(sameHash(hash, 'abcd')).toBe(false)
  })

  describe('across the change to HKDF keys', () => {
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllEnvs()
    })
    // A code's hash as stored before HKDF: its key was the SHA-256 of the use and the secret.
    const legacyHash = (email: string, code: string) => {
      const key = crypto.createHash('sha256').update('sign-in-codes:code-test-secret').digest()
      return crypto.createHmac('sha256', key).update(`${email}\n${code}`).digest('hex')
    }

    it('match a new hash, and one stored before until LEGACY_KEYS_ACCEPTED_UNTIL; a wrong code or e-mail never', () => {
      vi.stubEnv('PAYLOAD_SECRET', 'code-test-secret')
      vi.useFakeTimers({ now: LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 1, toFake: ['Date'] })
      const stored = legacyHash('a@example.com', '123456')
      expect(codeHash('a@example.com', '123456')).not.toBe(stored)
      expect(isCodeHash(codeHash('a@example.com', '123456'), 'a@example.com', '123456')).toBe(true)
      expect(isCodeHash(stored, 'a@example.com', '123456')).toBe(true)
      expect(isCodeHash(stored, 'a@example.com', '123457')).toBe(false)
      expect(isCodeHash(stored, 'b@example.com', '123456')).toBe(false)
      vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
      expect(isCodeHash(stored, 'a@example.com', '123456')).toBe(false)
    })
  })
})

describe('tokens', () => {
  const stored = (fields: Partial<{ expiresAt: Date; usedAt: Date | null; revokedAt: Date | null }> = {}) => ({
    expiresAt: at(3600),
    usedAt: null,
    revokedAt: null,
    ...fields,
  })

  it('rotate on use; a second use is reuse; revoked, expired and unknown ones are refused', () => {
    expect(refreshOutcome(stored(), at(0))).toBe('rotate')
    expect(refreshOutcome(stored({ usedAt: at(1) }), at(2))).toBe('reused')
    expect(refreshOutcome(stored({ revokedAt: at(1), usedAt: at(1) }), at(2))).toBe('revoked')
    expect(refreshOutcome(stored({ expiresAt: at(10) }), at(10))).toBe('expired')
    expect(refreshOutcome(null, at(0))).toBe('unknown')
  })
})
