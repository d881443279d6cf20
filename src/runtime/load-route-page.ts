import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { trackRender } from '@/lib/cache/renders-in-flight'
import type { Edition } from '@/editions/edition'
import { editionForLocale } from '@/editions/editions'
import { loadEdition } from '@/editions/load-editions'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { shellDataTag } from '@/lib/cache/shell-data-tag'
import type { RouteName } from '@/editions/route-names'
import type { Page } from '@/payload-types'
import { cms } from '@/lib/cms/instance'
import { findDraftPage, findPublishedPage, type PageKey } from './find-page'
import { resolveRoute } from './resolve-route'
import { loadRouteData, type RouteData } from './route-data'
import { parseVariantSegment, type PageVariant } from '@/editions/page-variant'

export type RoutePage = {
  edition: Edition
  route: { name: RouteName | null; params: Record<string, string> }
  routeData: RouteData
  variant: PageVariant
  page: Page
  draft: boolean
}

/**
 * Draft mode shows drafts only to a signed-in editor, checked on every request. Only then are
 * the request's headers read: a draft-mode request is never served from or written to the
 * page cache, every other render reads nothing of the request.
 */
async function isEditorPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const { user } = await (await cms()).auth({ headers: await headers() })
  return Boolean(user)
}

/**
 * Route params (next-intl locale, the proxy's variant segment, internal path) -> edition ->
 * route -> page document. `null` means 404. The page and its metadata share one lookup per
 * render: `cache()` compares arguments by identity, and each gets its own `path` array, so the
 * path is keyed as a string.
 */
export function loadRoutePage(locale: string, variantSegment: string, path: readonly string[]): Promise<RoutePage | null> {
  return loadRoutePageOnce(locale, variantSegment, JSON.stringify(path))
}

const loadRoutePageOnce = cache(async (locale: string, variantSegment: string, pathKey: string): Promise<RoutePage | null> => {
  // Before any read: an edit saved from here on may have to be expired again once this render is done.
  trackRender()
  const path = JSON.parse(pathKey) as string[]
  const code = editionForLocale(locale)
  const variant = parseVariantSegment(variantSegment)
  if (!code || !variant) return null
  // The edition first: it carries the routes admins switched off, which the route resolution then
  // leaves out, and their tag, so that such a 404 expires when the route is switched back on.
  const edition = await loadEdition(code)
  await declareRenderTags([shellDataTag])
  const resolved = resolveRoute(edition, path)
  if (resolved.kind === 'not-found') return null
  if (!edition.currencies.includes(variant.currency)) return null
  const key: PageKey = resolved.kind === 'route' ? { routingKey: resolved.name } : { slug: resolved.slug }
  const route = resolved.kind === 'route' ? { name: resolved.name, params: resolved.params } : { name: null, params: {} }
  const routeData = route.name ? await loadRouteData(route.name, route.params, { edition, currency: variant.currency }) : {}
  if (!routeData) return null
  const draft = await isEditorPreview()
  const page = draft ? await findDraftPage(code, key) : await findPublishedPage(code, key)
  return page ? { edition, route, routeData, variant, page, draft } : null
})
