import crypto from 'node:crypto'
import { payloadSecret } from './secret'

/** Every use of a key derived from the site's one secret: each is HKDF's `info`, so no two uses share a key. */
export type KeyUse =
  /** signs customers' access tokens (JWT, HS256) */
  | 'customer-access'
  /** keys the stored hashes of sign-in codes */
  | 'sign-in-codes'
  /** keys the stored hashes of bookings systems' API keys */
  | 'booking-system-keys'
  /** signs the unsubscribe links of alert mails */
  | 'alert-unsubscribe'
  /** signs the server's revalidation requests to itself */
  | 'revalidation'
  /** the site's client secret at the built-in OpenID provider */
  | 'identity-client'
  /** signs the built-in OpenID provider's cookies */
  | 'identity-cookies'
  /** signs the sign-in transaction cookie */
  | 'login-transaction'

/** HKDF's salt: fixed and public, naming the application (the secret itself carries the randomness). */
const SALT = 'wayfarer-groups'

/** The 32-byte key of one use: HKDF-SHA256 over the site's secret (`PAYLOAD_SECRET`), the use as `info`. */
export function derivedKey(use: KeyUse): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', payloadSecret(), SALT, `wayfarer:${use}`, 32))
}
