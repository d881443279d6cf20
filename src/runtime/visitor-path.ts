import type { EditionCode } from '@/editions/editions'
import { editionPrefix, href, slugHref } from '@/editions/href'
import type { RoutePage } from './load-route-page'

/** The page's path inside its edition, as the visitor sees it without the prefix (`/viaggi/peru`). */
export function visitorPath(edition: EditionCode, routePage: Pick<RoutePage, 'route' | 'page'>): string {
  const { route, page } = routePage
  const full = route.name ? href(route.name, route.params, edition) : slugHref(page.slug ?? '', edition)
  const prefix = editionPrefix(edition)
  const inside = prefix && full.startsWith(prefix) ? full.slice(prefix.length) : full
  return inside || '/'
}
