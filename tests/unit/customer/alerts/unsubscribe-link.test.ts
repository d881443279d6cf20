import crypto from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedAlertId, unsubscribeLink } from '@/customer/alerts/unsubscribe-link'
import { LEGACY_KEYS_ACCEPTED_UNTIL } from '@/lib/legacy-derived-key'

const SECRET = 'unsubscribe-test-secret'
/** A link's signature as mails carried it before HKDF: the site secret itself was the key. */
const legacySignature = (alertId: number) =>
  crypto.createHmac('sha256', SECRET).update(`notify-me-unsubscribe\n${alertId}`).digest('base64url')
const signatureOf = (link: string) => new URL(link).searchParams.get('signature')!

beforeEach(() => {
  vi.stubEnv('PAYLOAD_SECRET', SECRET)
  vi.useFakeTimers({ now: LEGACY_KEYS_ACCEPTED_UNTIL.getTime() - 1, toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('alert unsubscribe links', () => {
  it('are signed with a key derived from the secret, not the secret itself, and name their alert', () => {
    const signature = signatureOf(unsubscribeLink('it', 42))
    expect(signature).not.toBe(legacySignature(42))
    expect(signedAlertId('42', signature)).toBe(42)
  })

  it('from mails sent before HKDF still unsubscribe until LEGACY_KEYS_ACCEPTED_UNTIL, and not from then on', () => {
    expect(signedAlertId('42', legacySignature(42))).toBe(42)
    vi.setSystemTime(LEGACY_KEYS_ACCEPTED_UNTIL)
    expect(signedAlertId('42', legacySignature(42))).toBeNull()
    expect(signedAlertId('42', signatureOf(unsubscribeLink('it', 42)))).toBe(42)
  })

  it('name nothing when the alert or the signature was changed', () => {
    const signature = signatureOf(unsubscribeLink('it', 42))
    expect(signedAlertId('43', signature)).toBeNull()
    expect(signedAlertId('43', legacySignature(42))).toBeNull()
    expect(signedAlertId('42', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(signedAlertId('42', null)).toBeNull()
  })
})
