import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'
import { href } from '@/editions/href'
import { findTravels } from '@/features/catalog/catalog'
import { catalogQuery } from '@/features/catalog/database'
import { filterSchema } from '@/features/catalog/filter-schema'
import { travelDetails } from '@/features/catalog/travel-details'
import { lookupTravel } from '@/features/catalog/travel-lookup'
import { ApiError } from '@/lib/http/api-error'
import { cms } from '@/lib/cms/instance'
import { requestCurrency } from './catalog-calls'
import { requestEdition } from './request-edition'

const query = z.object({ slug: z.string().trim().min(1).max(160) })

/**
 * `GET /api/v1/travels/show?slug=` : a published travel of the call's edition with its best
 * departure and the details of its page; an earlier slug answers 418 with the redirect
 * (CONTRACT §4); anything else 404.
 */
export async function showTravel(request: NextRequest, payload?: Payload) {
  const cmsInstance = payload ?? (await cms())
  const edition = requestEdition(request)
  const currency = requestCurrency(request, edition)
  const { slug } = query.parse({ slug: request.nextUrl.searchParams.get('slug') ?? undefined })
  const found = await lookupTravel(cmsInstance, edition, slug)
  if (found.kind === 'moved') {
    return NextResponse.json({ meta: { httpStatusCode: 301, redirectTo: href('travels-travel', { travel: found.slug }, edition) } }, { status: 418 })
  }
  if (found.kind !== 'found') throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  const { items } = await findTravels(catalogQuery(cmsInstance), filterSchema.parse({ travelId: [found.travel.id] }), { edition, currency }, 0, 1)
  if (!items[0]) throw new ApiError('NOT_FOUND', 'No travel with this address in this edition.')
  return { ...items[0], ...travelDetails(found.travel) }
}
