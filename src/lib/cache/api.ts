import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { forgetRecentPages } from '@/lib/http/recent-pages'
import { siteCalls } from '@/lib/site-api/site-call'
import { isRevalidationToken } from './revalidate'

const body = z.object({ tags: z.array(z.string().max(400)).min(1).max(100), token: z.string().describe('signed with the server secret') })

/** The loopback endpoint behind `expireTags` (revalidate.ts): expires cache tags, and the pages answered without Next, at once. */
export async function revalidateTags(request: NextRequest) {
  const { tags, token } = body.parse(await request.json().catch(() => ({})))
  if (!isRevalidationToken(tags, token)) throw new ApiError('FORBIDDEN', 'Not allowed.')
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  forgetRecentPages()
  return { revalidated: tags.length }
}

export const REVALIDATE_API = siteCalls({
  method: 'POST',
  path: '/internal/revalidate',
  summary: "The server's own loopback call behind `expireTags`: expires cache tags at once.",
  body,
  answer: z.object({ revalidated: z.number() }),
  errors: [[403, 'FORBIDDEN', 'a token not signed with the server secret']],
  handler: revalidateTags,
})
