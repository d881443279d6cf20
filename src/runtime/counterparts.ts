import { cache } from 'react'
import type { EditionCode } from '@/editions/editions'
import { loadEditions } from '@/editions/load-editions'
import { href, slugHref } from '@/editions/href'
import type { RouteName } from '@/editions/route-names'
import type { CatalogRouteData } from '@/features/catalog/route-data'
import { isRouteEnabled } from '@/editions/route-table'
import { cached } from '@/lib/cache/cached'
import { pageTags } from '@/lib/cache/page-tags'
import { cms } from '@/lib/cms/instance'

type Localized = Partial<Record<EditionCode, string | null>>

/** A page's title and slug in every edition (one query, cached until any page changes). */
function localizedAddress(pageId: number): Promise<{ title: Localized; slug: Localized }> {
  return cached(['page-address', String(pageId)], [pageTags.all], async () => {
    const page = await (
      await cms()
    ).findByID({ collection: 'pages', id: pageId, locale: 'all', depth: 0, draft: false, select: { title: true, slug: true } })
    return { title: (page.title ?? {}) as unknown as Localized, slug: (page.slug ?? {}) as unknown as Localized }
  })
}

/** A route's parameters in another edition: a travel has a slug of its own in each. */
function paramsIn(edition: EditionCode, params: Record<string, string>, routeData: CatalogRouteData): Record<string, string> | null {
  if (!routeData.travel || !('travel' in params)) return params
  const slug = routeData.travel.slugs[edition]
  return slug ? { ...params, travel: slug } : null
}

/**
 * The same page in every edition (country menu, hreflang): its route's path there, or its slug
 * there; null where the page does not exist in that edition or the route is switched off.
 * Route parameters are carried over, a travel's slug translated. Once per request (metadata and
 * page share it).
 */
export const pageCounterparts = cache(
  async (
    pageId: number,
    route: { name: RouteName | null; params: Record<string, string> },
    routeData: CatalogRouteData = {},
  ): Promise<Record<EditionCode, string | null>> => {
    const address = await localizedAddress(pageId)
    const result = {} as Record<EditionCode, string | null>
    for (const edition of await loadEditions()) {
      const code = edition.code
      const exists = Boolean(address.title[code])
      if (!exists) result[code] = null
      else if (route.name) {
        const params = paramsIn(code, route.params, routeData)
        result[code] = params && isRouteEnabled(edition, route.name) ? href(route.name, params, edition) || null : null
      } else result[code] = address.slug[code] ? slugHref(address.slug[code]!, code) : null
    }
    return result
  },
)
