import crypto from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signAccessToken, verifyAccessToken } from '@/customer/accounts/access-token'
import { derivedKey } from '@/lib/derived-key'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'

const SECRET = 'access-token-test-secret'
const BEFORE_CUTOFF = new Date(LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 24 * 3600_000)

/** A token as the site signed it before keys were derived with HKDF. */
function legacyToken(customerId: number, session: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ sid: session })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer('http://localhost:3000')
    .setAudience('site-customers')
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(crypto.createHash('sha256').update(`customer-access:${SECRET}`).digest())
}

/** The token with one character of its signature changed. */
const tampered = (token: string) => token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1)

beforeEach(() => {
  vi.stubEnv('PAYLOAD_SECRET', SECRET)
  vi.stubEnv('SITE_URL', 'http://localhost:3000')
  vi.useFakeTimers({ now: BEFORE_CUTOFF, toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('customer access tokens', () => {
  it('are signed with the HKDF-derived key, and verify', async () => {
    const token = await signAccessToken(7, 'session-a')
    await expect(jwtVerify(token, derivedKey('customer-access'))).resolves.toBeTruthy()
    await expect(verifyAccessToken(token)).resolves.toEqual({ customerId: 7, session: 'session-a' })
  })

  it('made with the key from before HKDF still verify until LEGACY_KEYS_ACCEPTED_UNTIL, and no longer from then on', async () => {
    const token = await legacyToken(7, 'session-a')
    await expect(verifyAccessToken(token)).resolves.toEqual({ customerId: 7, session: 'session-a' })
    vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
    await expect(verifyAccessToken(await legacyToken(7, 'session-a'))).resolves.toBeNull()
  })

  it('fail when tampered with, whichever key signed them, or signed under another secret', async () => {
    await expect(verifyAccessToken(tampered(await signAccessToken(7, 'session-a')))).resolves.toBeNull()
    await expect(verifyAccessToken(tampered(await legacyToken(7, 'session-a')))).resolves.toBeNull()
    const token = await signAccessToken(7, 'session-a')
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    await expect(verifyAccessToken(token)).resolves.toBeNull()
  })
})
