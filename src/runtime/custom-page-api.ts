import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { ROUTE_NAMES } from '@/editions/route-names'
import { ApiError } from '@/lib/http/api-error'
import { editionQuery, requestEdition } from '@/editions/call-edition'
import type { EditionCode } from '@/editions/editions'
import { siteCalls } from '@/lib/site-api/site-call'
import type { Page } from '@/payload-types'
import { findPublishedPage, type PageKey } from './find-page'
import { apiBlocks, pageAttributes } from './page-attributes'
import { resolveRoute } from './resolve-route'

/** How a page is found: the cached lookup in the server; tests pass the uncached one. */
export type PageFinder = (edition: EditionCode, key: PageKey) => Promise<Page | null>

const keys = z.object({
  routingKey: z.enum(ROUTE_NAMES).optional(),
  slug: z.string().min(1).optional(),
})
const query = keys.refine((value) => value.routingKey || value.slug, { message: 'Give a routingKey or a slug.', path: ['routingKey'] })

/** The published page of the call's edition with its attributes and blocks; 404 when there is none. Tests pass their own finder. */
export async function showCustomPage(request: NextRequest, findPage: PageFinder = findPublishedPage) {
  const params = request.nextUrl.searchParams
  const edition = await requestEdition(request)
  const { routingKey, slug } = query.parse({
    routingKey: params.get('routingKey') ?? undefined,
    slug: params.get('slug') ?? undefined,
  })
  let page = null
  if (routingKey) {
    page = await findPage(edition.code, { routingKey })
  } else if (slug) {
    const resolved = resolveRoute(edition, slug)
    if (resolved.kind === 'slug') page = await findPage(edition.code, { slug: resolved.slug })
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

/** A CMS page for apps and other sites, as the runtime renders it. */
export const CUSTOM_PAGE_API = siteCalls({
  method: 'GET',
  path: '/custompages/show',
  summary: "The published page of the call's edition with its attributes and blocks, by its routing key or its slug.",
  query: editionQuery.extend({ ...keys.shape }).describe('a routingKey or a slug'),
  answer: z.object({
    response: z.literal('success'),
    data: z.object({
      attributes: z.looseObject({}),
      customPage: z.object({
        type: z.string().describe('the routing key, or `page`'),
        blocks: z.array(z.object({ id: z.string(), blockType: z.string(), content: z.looseObject({}).describe('`customCss` optional') })),
      }),
    }),
  }),
  errors: [[404, 'NOT_FOUND', 'no published page with this routing key or slug in this edition']],
  handler: (request) => showCustomPage(request),
})
