import { domainForEdition, editionForHost } from './edition-domains'
import { EDITIONS, type Language } from './editions'
import type { LocatedRequest } from './locate-request'
import { matchRoute, type RouteMatch } from './match-route'
import { PATHS_BY_LANGUAGE } from './route-paths'

const LANGUAGES = Object.keys(PATHS_BY_LANGUAGE) as Language[]

/**
 * The internal path of a page request, as next-intl's proxy would rewrite it: one of the
 * edition's routes becomes its English path under the edition's locale, with the request's
 * parameters (`/it/viaggi/peru` -> `/it-IT/destinations/peru`); any other path (a custom page's
 * slug) keeps its own. Answered from the route table because next-intl's matching tries every
 * localized template of every route in turn (measured: 0.4 ms per view, the slowest part of
 * serving a cached page). Null where next-intl decides: another language's path (it redirects to
 * this edition's) and prefixed addresses while editions have their own hosts.
 */
export function routeRewritePath(
  request: { pathname: string; host: string | null },
  located: LocatedRequest,
  match: RouteMatch | null,
): string | null {
  if (located.prefixed && (domainForEdition(located.edition) || editionForHost(request.host))) return null
  const locale = EDITIONS[located.edition].locale
  if (match) {
    const path = PATHS_BY_LANGUAGE.en[match.name].replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(match.params[param] ?? ''))
    return `/${locale}${path === '/' ? '' : path}`
  }
  if (LANGUAGES.some((language) => matchRoute(language, located.segments))) return null
  const ownPath = located.prefixed ? request.pathname.slice(located.edition.length + 1) : request.pathname
  return `/${locale}${ownPath}`
}
