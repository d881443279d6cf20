import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/secret'
import { CODE_LENGTH } from './code-rules'

/** Six digits from the system's cryptographic source, every value equally likely. */
export function newCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** Codes are stored only as this keyed hash, bound to their e-mail: a leaked table gives none away. */
export function codeHash(email: string, code: string): string {
  const key = crypto.createHash('sha256').update(`sign-in-codes:${payloadSecret()}`).digest()
  return crypto.createHmac('sha256', key).update(`${email}\n${code}`).digest('hex')
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}
