import crypto from 'node:crypto'

/**
 * A limit: at most `max` calls per key in a fixed window of `windowSeconds`. The window opens
 * with the first call for a key and closes `windowSeconds` later (what Redis INCR + EXPIRE
 * gives): simple, and a caller gets at most 2 * max calls across a window boundary.
 */
export type RateLimit = { name: string; max: number; windowSeconds: number }

/** The answer to one call: `retryAfter` is the whole seconds until the caller may call again, 0 when allowed. */
export type RateLimitVerdict = { allowed: boolean; remaining: number; retryAfter: number }

export interface RateLimiter {
  /** Counts one call for `key` under `limit`. */
  hit(limit: RateLimit, key: string): Promise<RateLimitVerdict>
  /** Forgets the calls counted for `key` under `limit` (e.g. after a successful sign-in). */
  reset(limit: RateLimit, key: string): Promise<void>
}

/** Limit names appear in storage keys as they are: short and plain, no spaces or newlines. */
const LIMIT_NAME = /^[\w.:-]{1,64}$/

/**
 * The storage key of a (limit, key) pair. The caller's key (an e-mail, an IP) may be long or
 * hostile, so only its SHA-256 is stored: a fixed 64 hex characters, no newline or NUL.
 */
export function windowKey(limit: RateLimit, key: string): string {
  if (!LIMIT_NAME.test(limit.name)) throw new TypeError(`rate limit name ${JSON.stringify(limit.name.slice(0, 80))} is not plain`)
  if (!isWholeAtLeastOne(limit.max) || !isWholeAtLeastOne(limit.windowSeconds)) {
    throw new TypeError(`rate limit ${limit.name} needs a whole max and windowSeconds of at least 1`)
  }
  return `${limit.name}:${crypto.createHash('sha256').update(key).digest('hex')}`
}

function isWholeAtLeastOne(value: number): boolean {
  return Number.isInteger(value) && value >= 1
}

/** The verdict after `count` calls in a window that closes in `msLeft` milliseconds. */
export function verdict(limit: RateLimit, count: number, msLeft: number): RateLimitVerdict {
  const allowed = count <= limit.max
  return {
    allowed,
    remaining: Math.max(0, limit.max - count),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  }
}
