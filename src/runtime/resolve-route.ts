import type { RoutedEdition } from '@/editions/edition'
import { matchRoute } from '@/editions/match-route'
import { isRouteEnabled } from '@/editions/route-table'
import type { RouteName } from '@/editions/route-names'
import { SLUG_MAX_LENGTH } from '@/lib/text/slug'

export type ResolvedRoute =
  | { kind: 'route'; name: RouteName; params: Record<string, string> }
  | { kind: 'slug'; slug: string }
  | { kind: 'not-found'; reason: string }

/**
 * One path segment as a URL may carry it: letters, digits, `-`, `_`, `.`, `~` (never `.` or `..`
 * alone; never `~` first: the shared internal pages, such as `~gone`, are the proxy's to show).
 */
const SEGMENT = /^[\p{L}\p{N}_-][\p{L}\p{N}._~-]*$/u

function toSegments(path: string | readonly string[]): string[] | null {
  const raw = typeof path === 'string' ? path.split('/') : [...path]
  const segments = raw.filter((segment) => segment !== '')
  if (segments.join('/').length > SLUG_MAX_LENGTH) return null
  // Segments arrive decoded: a "/" inside one was an encoded slash; ".." would climb.
  if (segments.some((segment) => !SEGMENT.test(segment) || segment === '..')) return null
  return segments
}

/** Whether path segments could name a page at all (length, characters, no `..`). */
export function isWellFormedPath(segments: readonly string[]): boolean {
  return toSegments(segments) !== null
}

/**
 * What an internal path of an edition shows. The proxy (next-intl) has already rewritten the
 * localized path to the route's internal, English one (`/it/viaggi/peru` -> `/destinations/peru`),
 * so a named route is matched on the English table; anything else is a custom page looked up
 * by slug. Malformed paths are not found at once, without touching the database.
 */
export function resolveRoute(edition: RoutedEdition, internalPath: string | readonly string[]): ResolvedRoute {
  const segments = toSegments(internalPath)
  if (!segments) return { kind: 'not-found', reason: 'malformed path' }
  const match = matchRoute('en', segments)
  if (match) {
    return isRouteEnabled(edition, match.name)
      ? { kind: 'route', name: match.name, params: match.params }
      : { kind: 'not-found', reason: `route "${match.name}" is disabled in this edition` }
  }
  return { kind: 'slug', slug: segments.join('/').toLowerCase() }
}
