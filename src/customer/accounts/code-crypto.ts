import crypto from 'node:crypto'
import { derivedKey } from '@/lib/derived-key'
import { legacyDerivedKey } from '@/lib/legacy-derived-key'
import { CODE_LENGTH } from './code-rules'

/** Six digits from the system's cryptographic source, every value equally likely. */
export function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** Codes are stored only as this keyed hash, bound to their e-mail: a leaked table gives none away. */
export function codeHash(email: string, code: string): string {
  return hashWith(derivedKey('sign-in-codes'), email, code)
}

/** Whether `stored` is the hash of this code for this e-mail (or, until LEGACY_KEYS_ACCEPTED_UNTIL, its hash under the key from before HKDF). */
export function isCodeHash(stored: string, email: string, code: string): boolean {
  if (sameHash(codeHash(email, code), stored)) return true
  const legacy = legacyDerivedKey('sign-in-codes')
  return legacy !== null && sameHash(hashWith(legacy, email, code), stored)
}

const hashWith = (key: Buffer, email: string, code: string) => crypto.createHmac('sha256', key).update(`${email}\n${code}`).digest('hex')

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}
