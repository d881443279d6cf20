/** A sign-in code: six digits. */
export const CODE_LENGTH = 6
/** A code signs in for 10 minutes after it was sent. */
export const CODE_TTL_SECONDS = 10 * 60
/** A new code for the same e-mail only 120 s after the last one was sent. */
export const RENEW_AFTER_SECONDS = 120
/** Five wrong tries and the code is dead: a new one must be asked for. */
export const MAX_TRIES = 5

export type SentCode = { sentAt: Date; tries: number; usedAt: Date | null }

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000

/** Seconds until a new code may be sent for this e-mail (0: now). */
export function renewableIn(last: SentCode | null, now: Date): number {
  if (!last || last.usedAt || last.tries >= MAX_TRIES) return 0
  return Math.max(0, Math.ceil(RENEW_AFTER_SECONDS - secondsBetween(last.sentAt, now)))
}

export type CodeState = 'live' | 'expired' | 'used' | 'spent'

/** Whether a code can still be tried: not used, under the tries limit, within its 10 minutes. */
export function codeState(code: SentCode, now: Date): CodeState {
  if (code.usedAt) return 'used'
  if (code.tries >= MAX_TRIES) return 'spent'
  if (secondsBetween(code.sentAt, now) >= CODE_TTL_SECONDS) return 'expired'
  return 'live'
}
