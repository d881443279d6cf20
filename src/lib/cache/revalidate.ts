import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { afterCommit } from '../database/checked-commits'
import { derivedKey } from '../derived-key'
import { rendersInFlightDone } from './renders-in-flight'

/** Served by src/app/(site)/api/v1/internal/revalidate. */
const REVALIDATE_ENDPOINT = '/api/v1/internal/revalidate'

/** Proves a revalidation request comes from this server (a key derived from its secret), without sending the key. */
export function revalidationToken(tags: readonly string[]): string {
  return crypto.createHmac('sha256', derivedKey('revalidation')).update(tags.join('\n')).digest('hex')
}

/** Whether `token` signs `tags` with this server's secret (compared in constant time). */
export function isRevalidationToken(tags: readonly string[], token: string): boolean {
  const expected = Buffer.from(revalidationToken(tags))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/**
 * A page render that read the data before a change and stored its page after the change expired
 * its tags would be kept as fresh (Next dates an entry when it is stored): when renders are in
 * flight at an expiry, it is repeated once they are done and their pages stored (this margin
 * later), or after the cap for a render that never says it is done. A render in another process
 * is refreshed by the pages' own revalidation (PAGE_REVALIDATE_S) at the latest.
 */
export const EXPIRY_REPEAT_MARGIN_MS = 300
export const EXPIRY_REPEAT_CAP_MS = 10_000

/** Resolves after `ms`, without holding the process open. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/** Expires `tags` again once the renders in flight now are done, when there are any. */
async function repeatAfterRenders(tags: readonly string[]): Promise<void> {
  const waited = await Promise.race([rendersInFlightDone(), pause(EXPIRY_REPEAT_CAP_MS).then(() => true)])
  if (!waited) return
  await pause(EXPIRY_REPEAT_MARGIN_MS)
  await askToExpire(tags)
}

/** Asks this server's revalidation endpoint to expire `tags`; a failure is logged, never thrown. */
async function askToExpire(tags: readonly string[]): Promise<void> {
  const url = `http://127.0.0.1:${process.env.PORT ?? '3000'}${REVALIDATE_ENDPOINT}`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags, token: revalidationToken(tags) }),
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    })
    if (!response.ok) console.warn(`revalidate: ${url} answered ${response.status} for ${tags.join(', ')}`)
  } catch (error) {
    console.warn(`revalidate: cannot reach ${url} (is PORT right?): ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Expires cache tags by asking this server's revalidation endpoint over loopback, at once and
 * again when the page renders in flight at that moment are done (`repeatAfterRenders`). Always through a fresh request, because a
 * save does not always happen inside one: the scheduled-publish runner fires from a timer that
 * inherited a finished request's context, where Next's `revalidateTag` would silently do
 * nothing. Outside a Next server (scripts, tests) there is no cache to expire.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0 || !process.env.NEXT_RUNTIME) return
  await askToExpire(unique)
  void repeatAfterRenders(unique)
}

/** Expires cache tags once what `req` wrote is committed: the save's hooks call this. */
export function expireTagsOnCommit(req: PayloadRequest, tags: readonly string[]): Promise<void> {
  return afterCommit(req, () => expireTags(tags))
}
