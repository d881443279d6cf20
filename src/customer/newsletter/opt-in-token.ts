import crypto from 'node:crypto'

/** How long the link of a newsletter confirmation mail works. */
export const CONFIRM_LINK_TTL_HOURS = 72

/** A link's token: 32 random bytes, base64url (43 characters). */
export const OPT_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new link token from the system's cryptographic source. */
export function newOptInToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/** Tokens are kept only as this hash: 256 random bits need no key, and a leaked table confirms nobody. */
export function optInTokenHash(token: string): string {
  return crypto.createHash('sha256').update(`newsletter-opt-in:${token}`).digest('hex')
}

/** When a link sent at `sentAt` stops working. */
export function linkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + CONFIRM_LINK_TTL_HOURS * 3600_000)
}

/** A stored link: `confirm` while it lives and is unused; used links are gone (their hash is cleared). */
export function linkOutcome(stored: { expiresAt: Date } | null, now: Date): 'confirm' | 'expired' | 'unknown' {
  if (!stored) return 'unknown'
  return now.getTime() < stored.expiresAt.getTime() ? 'confirm' : 'expired'
}
