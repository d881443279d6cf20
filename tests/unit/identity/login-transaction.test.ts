import { describe, expect, it } from 'vitest'
import { decodeTransaction, encodeTransaction, pageWithSignIn, safeReturnPath } from '@/identity/login-transaction'

describe('safeReturnPath', () => {
  it.each([
    ['/it/viaggi?sort=price:asc#top', '/it/viaggi?sort=price:asc#top'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['it/viaggi', '/'],
    ['//evil.example.com', '/'],
    ['https://evil.example.com/it', '/'],
    ['/\\evil.example.com', '/'],
    ['/it\u0000', '/'],
    ['/it\r\nSet-Cookie: x=1', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
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
})

describe('pageWithSignIn', () => {
  it('adds the interaction to the page address, keeping its own parameters', () => {
    expect(pageWithSignIn('/it/cerca?destination=peru', 'abc-123')).toBe('/it/cerca?destination=peru&sign-in=abc-123')
    expect(pageWithSignIn('//evil.example.com', 'abc')).toBe('/?sign-in=abc')
  })
})
