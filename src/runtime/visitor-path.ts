import type { Edition } from '@/editions/edition'
import { editionPrefix, href, slugHref } from '@/editions/href'
import type { RoutePage } from './load-route-page'

/** The page's path inside its edition, as the visitor sees it without the prefix (`/viaggi/peru`). */
export function visitorPath(edition: Edition, routePage: Pick<RoutePage, 'route' | 'page'>): string {
  const { route, page } = routePage
  const full = route.name ? href(route.name, route.params, edition) : slugHref(page.slug ?? '', edition.code)
  const prefix = editionPrefix(edition.code)
  const inside = prefix && full.startsWith(prefix) ? full.slice(prefix.length) : full
  return inside || '/'
}
