import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { isRevalidationToken } from '@/lib/cache/revalidate'

const body = z.object({ tags: z.array(z.string().max(400)).min(1).max(100), token: z.string() })

/** The loopback endpoint behind `expireTags` (src/lib/cache/revalidate.ts): expires cache tags at once. */
export async function revalidateTags(request: NextRequest) {
  const { tags, token } = body.parse(await request.json().catch(() => ({})))
  if (!isRevalidationToken(tags, token)) throw new ApiError('FORBIDDEN', 'Not allowed.')
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return { revalidated: tags.length }
}
