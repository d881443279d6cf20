import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ROUTE_NAMES } from '@/editions/route-names'
import { ApiError } from '@/lib/http/api-error'
import { findPublishedPage, type PageKey } from '../find-page'
import type { EditionCode } from '@/editions/editions'
import type { Page } from '@/payload-types'
import { apiBlocks, pageAttributes } from '../page-attributes'
import { resolveRoute } from '../resolve-route'
import { requestEdition } from './request-edition'

/** How a page is found: the cached lookup in the server; tests pass the uncached one. */
export type PageFinder = (edition: EditionCode, key: PageKey) => Promise<Page | null>

const query = z
  .object({
    routingKey: z.enum(ROUTE_NAMES).optional(),
    slug: z.string().min(1).optional(),
  })
  .refine((value) => value.routingKey || value.slug, { message: 'Give a routingKey or a slug.', path: ['routingKey'] })

/**
 * `GET /api/v1/custompages/show?routingKey=...|slug=...`: the published
 * page of the call's edition with its attributes and blocks; 404 when there is none.
 */
export async function showCustomPage(request: NextRequest, findPage: PageFinder = findPublishedPage) {
  const params = request.nextUrl.searchParams
  const edition = requestEdition(request)
  const { routingKey, slug } = query.parse({
    routingKey: params.get('routingKey') ?? undefined,
    slug: params.get('slug') ?? undefined,
  })
  let page = null
  if (routingKey) {
    page = await findPage(edition, { routingKey })
  } else if (slug) {
    const resolved = resolveRoute(edition, slug)
    if (resolved.kind === 'slug') page = await findPage(edition, { slug: resolved.slug })
  }
  if (!page) throw new ApiError('NOT_FOUND', 'No page with this routing key or slug in this edition.')
  return {
    response: 'success',
    data: {
      attributes: pageAttributes(page),
      customPage: { type: page.routingKey ?? 'page', blocks: apiBlocks(page) },
    },
  }
}
