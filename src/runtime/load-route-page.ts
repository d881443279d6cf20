import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { editionForLocale, type CurrencyCode, type EditionCode } from '@/editions/editions'
import { visitorCurrency } from '@/features/currency/visitor-currency'
import { loadLayout } from '@/features/layout/load-layout'
import type { RouteName } from '@/editions/route-names'
import type { Page } from '@/payload-types'
import { cms } from '@/lib/cms/instance'
import { findDraftPage, findPublishedPage, type PageKey } from './find-page'
import { resolveRoute } from './resolve-route'
import { loadRouteData, type RouteData } from './route-data'

export type RoutePage = {
  edition: EditionCode
  route: { name: RouteName | null; params: Record<string, string> }
  routeData: RouteData
  currency: CurrencyCode
  page: Page
  draft: boolean
}

/** Draft mode shows drafts only to a signed-in editor, checked on every request. */
async function isEditorPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false
  const { user } = await (await cms()).auth({ headers: await headers() })
  return Boolean(user)
}

/**
 * Request (next-intl locale, internal path) -> edition -> route -> page document. `null` means 404. Wrapped in `cache()` so the
 * page and its metadata share one lookup per request.
 */
export const loadRoutePage = cache(async (locale: string, path: readonly string[]): Promise<RoutePage | null> => {
  const edition = editionForLocale(locale)
  if (!edition) return null
  const resolved = resolveRoute(edition, path)
  if (resolved.kind === 'not-found') return null
  // Admins may switch off more routes per edition (collections/editions).
  if (resolved.kind === 'route' && (await loadLayout(edition)).edition.disabledRoutes.includes(resolved.name)) return null
  const key: PageKey = resolved.kind === 'route' ? { routingKey: resolved.name } : { slug: resolved.slug }
  const route = resolved.kind === 'route' ? { name: resolved.name, params: resolved.params } : { name: null, params: {} }
  const currency = await visitorCurrency(edition)
  const routeData = route.name ? await loadRouteData(route.name, route.params, { edition, currency }) : {}
  if (!routeData) return null
  const draft = await isEditorPreview()
  const page = draft ? await findDraftPage(edition, key) : await findPublishedPage(edition, key)
  return page ? { edition, route, routeData, currency, page, draft } : null
})
