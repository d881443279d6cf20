import { EDITIONS, type EditionCode, type Language } from './editions'
import { ROUTE_NAMES, type RouteName } from './route-names'
import type { RoutedEdition } from './edition'
import { DISABLED_ROUTES, PATHS_BY_LANGUAGE } from './route-paths'

/** One segment of a path template: a literal or a `{param}`. */
type Segment = { literal: string } | { param: string }

export type CompiledRoute = {
  name: RouteName
  template: string
  segments: Segment[]
  staticCount: number
}

function compile(template: string): Segment[] {
  return template
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)
      return param ? { param: param[1]! } : { literal: part }
    })
}

function buildTable(language: Language): CompiledRoute[] {
  const paths = PATHS_BY_LANGUAGE[language]
  return ROUTE_NAMES.map((name) => {
    const segments = compile(paths[name])
    return { name, template: paths[name], segments, staticCount: segments.filter((s) => 'literal' in s).length }
  }) // more literal segments first, so `/viaggi/{travel}/itinerario` beats `/viaggi/{travel}/{tour}`
    .sort((a, b) => b.staticCount - a.staticCount)
}

const tables = new Map<Language, CompiledRoute[]>()

/** The compiled route table of a language, built once. */
export function routeTable(language: Language): CompiledRoute[] {
  let table = tables.get(language)
  if (!table) {
    table = buildTable(language)
    tables.set(language, table)
  }
  return table
}

/** The route of `name` as the edition's visitors see it (its language's path). */
export function findRoute(edition: EditionCode, name: RouteName): CompiledRoute {
  return routeTable(EDITIONS[edition].language).find((route) => route.name === name)!
}

/** Whether the edition serves the route at all: neither off in every build of it nor switched off by an admin (then 404). */
export function isRouteEnabled(edition: RoutedEdition, name: RouteName): boolean {
  return !edition.disabledRoutes.includes(name)
}

/** Whether no build of the edition has the route (only code can ask for its link). */
export function isRouteBuiltOff(edition: EditionCode, name: RouteName): boolean {
  return DISABLED_ROUTES[edition].includes(name)
}
