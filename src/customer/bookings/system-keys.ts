import crypto from 'node:crypto'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'

/** Every key starts so: a leaked one is recognisable in logs and by secret scanners. */
export const SYSTEM_KEY_PREFIX = 'wfb_'

const SYSTEM_KEY_PATTERN = /^wfb_[A-Za-z0-9_-]{43}$/

/** A new bookings-system key: 32 random bytes. It is shown once and kept only as its hash. */
export function newSystemKey(): string {
  return `${SYSTEM_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
}

export function isSystemKeyShape(key: string): boolean {
  return SYSTEM_KEY_PATTERN.test(key)
}

/** Keys are stored only as this keyed hash: a leaked table lets nobody call the endpoint. */
export function systemKeyHash(key: string): string {
  return crypto.createHmac('sha256', derivedKey('booking-system-keys')).update(key).digest('hex')
}

/**
 * The key's hash as stored before HKDF, until LEGACY_KEYS_ACCEPTED_UNTIL (null from then on): a
 * system found by it has its stored hash replaced by `systemKeyHash` at that call.
 */
export function legacySystemKeyHash(key: string): string | null {
  const legacy = legacyDerivedKey('booking-system-keys')
  return legacy && crypto.createHmac('sha256', legacy).update(key).digest('hex')
}

/** Compares two hex hashes in constant time. */
export function sameKeyHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right)
}

/** The key of an `Authorization: Bearer <key>` header, or null when the header holds none. */
export function bearerKey(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match ? match[1]! : null
}

/** The last characters of a key, for editors to tell keys apart. */
export const keyHint = (key: string) => `…${key.slice(-4)}`
