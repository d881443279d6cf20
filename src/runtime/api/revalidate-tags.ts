import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import crypto from 'node:crypto'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { revalidationToken } from '@/lib/cache/revalidate'

const body = z.object({ tags: z.array(z.string().max(400)).min(1).max(100), token: z.string() })

/** The loopback endpoint behind `expireTags` (src/lib/cache/revalidate.ts): expires cache tags at once. */
export async function revalidateTags(request: NextRequest) {
  const { tags, token } = body.parse(await request.json().catch(() => ({})))
  const expected = Buffer.from(revalidationToken(tags))
  const given = Buffer.from(token)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw new ApiError('FORBIDDEN', 'Not allowed.')
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return { revalidated: tags.length }
}
