import crypto from 'node:crypto'
import type { KeyUse } from './derived-key'
import { payloadSecret } from './secret'

/**
 * Values signed (or hashed) with a use's key from before `derivedKey` (HKDF) are accepted until
 * this moment, and refused from it on: it lies past the longest lifetime of such values (the
 * built-in provider's 30-day sessions) with a margin for the release. Once it has passed, delete
 * this file and each caller's second check (docs/security.md, "Derived keys").
 */
export const LEGACY_KEYS_ACCEPTED_UNTIL = new Date('2027-01-31T00:00:00Z')

/** The uses whose values outlive a request; revalidation requests and the client secret are checked at once and need none. */
export type LegacyKeyUse = Exclude<KeyUse, 'revalidation' | 'identity-client'>

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest()
const hmacText = (key: string, text: string) => Buffer.from(crypto.createHmac('sha256', key).update(text).digest('base64url'))

/** How each use's key was made before HKDF. */
const LEGACY_DERIVATIONS: Record<LegacyKeyUse, (secret: string) => Buffer> = {
  'customer-access': (secret) => sha256(`customer-access:${secret}`),
  'sign-in-codes': (secret) => sha256(`sign-in-codes:${secret}`),
  'booking-system-keys': (secret) => sha256(`booking-system-keys:${secret}`),
  'alert-unsubscribe': (secret) => Buffer.from(secret),
  'identity-cookies': (secret) => hmacText(secret, 'identity-cookies'),
  'login-transaction': (secret) => hmacText(secret, 'login-transaction'),
}

/** A use's key from before HKDF, to check values made with it; null from LEGACY_KEYS_ACCEPTED_UNTIL on. Never signs anything new. */
export function legacyDerivedKey(use: LegacyKeyUse, now = new Date()): Buffer | null {
  return now < LEGACY_KEYS_ACCEPTED_UNTIL ? LEGACY_DERIVATIONS[use](payloadSecret()) : null
}
