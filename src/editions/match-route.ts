import type { EditionCode } from './editions'
import type { RouteName } from './route-names'
import { routeTable } from './route-table'

export type RouteMatch = {
  name: RouteName
  params: Record<string, string>
  enabled: boolean
}

/** Finds the route whose localized template matches `segments` (already decoded, no prefix). */
export function matchRoute(edition: EditionCode, segments: readonly string[]): RouteMatch | null {
  for (const route of routeTable(edition)) {
    if (route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((segment, index) => {
      const value = segments[index]!
      if ('literal' in segment) return segment.literal === value
      params[segment.param] = value
      return true
    })
    if (matches) return { name: route.name, params, enabled: route.enabled }
  }
  return null
}
