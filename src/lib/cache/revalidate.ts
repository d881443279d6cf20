import { revalidateTag } from 'next/cache'
import crypto from 'node:crypto'

/** Expire at once: the next visitor gets the new content, not a stale copy (spec: "within a second"). */
const EXPIRE_NOW = { expire: 0 }

export const REVALIDATE_ENDPOINT = '/api/v1/internal/revalidate'

/** Proves a revalidation request comes from this server (same secret), without sending the secret. */
export function revalidationToken(tags: readonly string[]): string {
  return crypto.createHmac('sha256', process.env.PAYLOAD_SECRET ?? '').update(tags.join('\n')).digest('hex')
}

/**
 * Expires cache tags. Inside a Next request (admin save, API call) it is direct; outside one
 * (the scheduled-publish job runner) the running server is asked over loopback.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)]
  if (unique.length === 0) return
  try {
    for (const tag of unique) revalidateTag(tag, EXPIRE_NOW)
    return
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('static generation store missing')) throw error
  }
  const port = process.env.PORT ?? '3000'
  try {
    const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags: unique, token: revalidationToken(unique) }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) console.warn(`revalidate: server answered ${response.status} for ${unique.join(', ')}`)
  } catch {
    // No server running (seed, tests, migrations): there is no cache to expire either.
  }
}
