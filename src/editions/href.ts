import { domainForEdition } from './edition-domains'
import type { RoutedEdition } from './edition'
import type { EditionCode } from './editions'
import type { RouteName } from './route-names'
import { findRoute, isRouteBuiltOff, isRouteEnabled } from './route-table'

export type RouteParams = Record<string, string | number | undefined | null>

/** The path prefix of an edition: `/it`, `/en`... and none on a host of its own (`EDITION_DOMAINS`). */
export function editionPrefix(edition: EditionCode): string {
  return domainForEdition(edition) ? '' : `/${edition}`
}

/**
 * Builds every internal URL of the site: `href('travels-travel', { travel: 'peru' }, edition)`
 * gives `/it/viaggi/peru` for the Italian edition. A route the edition does not serve (its
 * `disabledRoutes`) gives the empty string (a link to it is left out); a missing parameter too,
 * with a logged warning, as does a route no build of the edition has, which only code can ask for.
 */
export function href(name: RouteName, params: RouteParams, edition: RoutedEdition): string {
  const code = edition.code
  if (!isRouteEnabled(edition, name)) {
    if (isRouteBuiltOff(code, name)) console.warn(`href: route "${name}" is disabled in edition "${code}"`)
    return ''
  }
  const route = findRoute(code, name)
  const parts: string[] = []
  for (const segment of route.segments) {
    if ('literal' in segment) {
      parts.push(segment.literal)
      continue
    }
    const value = params[segment.param]
    if (value === undefined || value === null || value === '') {
      console.warn(`href: route "${name}" needs parameter "${segment.param}"`)
      return ''
    }
    parts.push(encodeURIComponent(String(value)))
  }
  return [editionPrefix(code), ...parts].join('/') || '/'
}

/** The public path of a custom page found by slug: `/it/` + the (possibly nested) slug. */
export function slugHref(slug: string, edition: EditionCode): string {
  const clean = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/')
  return clean ? `${editionPrefix(edition)}/${clean}` : editionPrefix(edition) || '/'
}
