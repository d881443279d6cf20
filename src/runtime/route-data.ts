import type { RouteName } from '@/editions/route-names'

/**
 * Routes whose path carries parameters load their subject (the travel, the tour...) before their
 * page renders; `null` means there is no such subject and the route answers 404. A route with
 * parameters and no loader here answers 404 too, so no URL shows a page about nothing.
 */
export type RouteDataLoader = (params: Record<string, string>) => Promise<Record<string, unknown> | null>

export const ROUTE_DATA_LOADERS: Partial<Record<RouteName, RouteDataLoader>> = {}

export async function loadRouteData(name: RouteName, params: Record<string, string>): Promise<Record<string, unknown> | null> {
  const loader = ROUTE_DATA_LOADERS[name]
  if (loader) return loader(params)
  return Object.keys(params).length === 0 ? {} : null
}
