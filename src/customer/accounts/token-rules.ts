/** An access token is good for 15 minutes; the browser refreshes it with its refresh token. */
export const ACCESS_TTL_SECONDS = 15 * 60
/** A refresh token is good for 30 days, and for one use. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60

export type StoredRefreshToken = { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null }

/**
 * What a presented refresh token gets: `rotate` (a new pair; this one is used up), `reused` (it
 * was already used: someone else has a copy, so its whole family is revoked), or a refusal.
 */
export type RefreshOutcome = 'rotate' | 'reused' | 'revoked' | 'expired' | 'unknown'

export function refreshOutcome(token: StoredRefreshToken | null, now: Date): RefreshOutcome {
  if (!token) return 'unknown'
  if (token.revokedAt) return 'revoked'
  if (token.usedAt) return 'reused'
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'rotate'
}
