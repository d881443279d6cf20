import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import crypto from 'node:crypto'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { revalidationToken } from '@/lib/cache/revalidate'

const body = z.object({ tags: z.array(z.string().max(400)).min(1).max(100), token: z.string() })

/** Loopback endpoint for work done outside a request (scheduled publishing): expires cache tags. */
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
