import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'
import { href } from '@/editions/href'
import { travelPageData } from '@/features/catalog/travel-page'
import { lookupTravel } from '@/features/catalog/travel-lookup'
import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'
import { requestCurrency } from './catalog-calls'
import { requestEdition } from './request-edition'

const query = z.object({ slug: z.string().trim().min(1).max(160) })

/**
 * `GET /api/v1/travels/show?slug=` : a published travel of the call's edition with its best
 * departure and the details of its page; an earlier slug answers 418 with the redirect
 *; anything else 404.
 */
export async function showTravel(request: NextRequest, payload?: Payload) {
  const cmsInstance = payload ?? (await cms())
  const edition = requestEdition(request)
  const currency = requestCurrency(request, edition)
  const { slug } = query.parse({ slug: request.nextUrl.searchParams.get('slug') ?? undefined })
  const found = await lookupTravel(cmsInstance, edition, slug)
  if (found.kind === 'moved') {
    return NextResponse.json(
      { meta: { httpStatusCode: 301, redirectTo: href('travels-travel', { travel: found.slug }, edition) } },
      { status: 418 },
    )
  }
  if (found.kind !== 'found') throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  const data = await travelPageData(cmsInstance, found.travel, { edition, currency })
  if (!data) throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  return data
}
