import type { Language } from './editions'
import type { RouteName } from './route-names'
import { routeTable } from './route-table'

export type RouteMatch = { name: RouteName; params: Record<string, string> }

/** Finds the route whose template in `language` matches `segments` (decoded, without prefix). */
export function matchRoute(language: Language, segments: readonly string[]): RouteMatch | null {
  for (const route of routeTable(language)) {
    if (route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((segment, index) => {
      const value = segments[index]!
      if ('literal' in segment) return segment.literal === value
      params[segment.param] = value
      return true
    })
    if (matches) return { name: route.name, params }
  }
  return null
}
