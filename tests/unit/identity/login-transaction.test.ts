import crypto from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeTransaction, encodeTransaction, pageWithSignIn } from '@/identity/login-transaction'
import { derivedKey } from '@/lib/derived-key'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'

beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'login-transaction-test-secret')
})

describe('the login transaction cookie', () => {
  const transaction = { verifier: 'v'.repeat(43), state: 'state', nonce: 'nonce', returnTo: '/de/reisen' }

  it('reads back what was written', () => {
    expect(decodeTransaction(encodeTransaction(transaction))).toEqual(transaction)
  })

  it('reads nothing from a missing, altered or foreign value, and never an unsafe return path', () => {
    expect(decodeTransaction(undefined)).toBeNull()
    expect(decodeTransaction('not base64 json')).toBeNull()
    expect(decodeTransaction(Buffer.from('{"state":"x"}').toString('base64url'))).toBeNull()
    expect(decodeTransaction(encodeTransaction({ ...transaction, verifier: 'short' }))).toBeNull()
    expect(decodeTransaction(encodeTransaction({ ...transaction, returnTo: '//evil.example.com' }))?.returnTo).toBe('/')
  })

  it('reads nothing from a cookie whose content or signature was changed', () => {
    const [, signed] = encodeTransaction(transaction).split('.')
    const forged = Buffer.from(JSON.stringify({ ...transaction, returnTo: '/it/altro' })).toString('base64url')
    expect(decodeTransaction(`${forged}.${signed}`)).toBeNull()
    expect(decodeTransaction(Buffer.from(JSON.stringify(transaction)).toString('base64url'))).toBeNull()
    expect(decodeTransaction(`${encodeTransaction(transaction)}x`)).toBeNull()
    expect(decodeTransaction(`${encodeTransaction(transaction)}.extra`)).toBeNull()
  })
})

describe('the login transaction cookie across the change to HKDF keys', () => {
  const transaction = { verifier: 'v'.repeat(43), state: 'state', nonce: 'nonce', returnTo: '/de/reisen' }
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url')
  const signedWith = (key: string | Buffer) => `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`
  // The cookie's key before HKDF: the site secret's HMAC of the use's name, as text.
  const legacyKey = () => crypto.createHmac('sha256', 'login-transaction-test-secret').update('login-transaction').digest('base64url')

  it('is signed with the HKDF-derived key', () => {
    expect(encodeTransaction(transaction)).toBe(signedWith(derivedKey('login-transaction')))
  })

  it('made with the key from before still reads until LEGACY_KEYS_ACCEPTED_UNTIL, and not from then on', () => {
    vi.useFakeTimers({ now: LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 1, toFake: ['Date'] })
    try {
      expect(decodeTransaction(signedWith(legacyKey()))).toEqual(transaction)
      expect(decodeTransaction(`${signedWith(legacyKey())}x`)).toBeNull()
      vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
      expect(decodeTransaction(signedWith(legacyKey()))).toBeNull()
      expect(decodeTransaction(encodeTransaction(transaction))).toEqual(transaction)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('pageWithSignIn', () => {
  it('adds the interaction to the page address, keeping its own parameters', () => {
    expect(pageWithSignIn('/it/cerca?destination=peru', 'abc-123')).toBe('/it/cerca?destination=peru&sign-in=abc-123')
    expect(pageWithSignIn('//evil.example.com', 'abc')).toBe('/?sign-in=abc')
    expect(pageWithSignIn('/..//evil.example', 'abc')).toBe('/?sign-in=abc')
  })
})
