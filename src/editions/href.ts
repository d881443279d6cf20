import { isDisabledByAdmin } from './admin-disabled-routes'
import { domainForEdition } from './edition-domains'
import type { EditionCode } from './editions'
import type { RouteName } from './route-names'
import { findRoute, isRouteEnabled } from './route-table'

export type RouteParams = Record<string, string | number | undefined | null>

/** The path prefix of an edition: `/it`, `/en`... and none on a host of its own (`EDITION_DOMAINS`). */
export function editionPrefix(edition: EditionCode): string {
  return domainForEdition(edition) ? '' : `/${edition}`
}

/**
 * Builds every internal URL of the site: `href('travels-travel', { travel: 'peru' }, 'it')`
 * gives `/it/viaggi/peru`. A route the edition does not serve gives the empty string (a link to it
 * is left out); a missing parameter too, with a logged warning, as does a route no build of the
 * edition has, which only code can ask for.
 */
export function href(name: RouteName, params: RouteParams, edition: EditionCode): string {
  if (!isRouteEnabled(edition, name)) {
    if (!isDisabledByAdmin(edition, name)) console.warn(`href: route "${name}" is disabled in edition "${edition}"`)
    return ''
  }
  const route = findRoute(edition, name)
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
  return [editionPrefix(edition), ...parts].join('/') || '/'
}

/** The public path of a custom page found by slug: `/it/` + the (possibly nested) slug. */
export function slugHref(slug: string, edition: EditionCode): string {
  const clean = slug.split('/').filter(Boolean).map(encodeURIComponent).join('/')
  return clean ? `${editionPrefix(edition)}/${clean}` : editionPrefix(edition) || '/'
}
