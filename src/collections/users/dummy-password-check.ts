import crypto from 'node:crypto'

/** Payload's current password hash (pbkdf2-sha256-v1): what checking a real account's password costs. */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * Hashes the password as a real account's check would, and throws the result away: a sign-in with
 * an unknown e-mail takes as long as one with a wrong password, so timing does not tell them apart.
 */
export function dummyPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) => crypto.pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve()))
}
