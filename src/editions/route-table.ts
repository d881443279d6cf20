import { EDITIONS, type EditionCode } from './editions'
import { ROUTE_NAMES, type RouteName } from './route-names'
import { DISABLED_ROUTES, PATHS_BY_LANGUAGE } from './route-paths'

/** One segment of a path template: a literal or a `{param}`. */
type Segment = { literal: string } | { param: string }

export type CompiledRoute = {
  name: RouteName
  template: string
  segments: Segment[]
  staticCount: number
  enabled: boolean
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

function buildTable(edition: EditionCode): CompiledRoute[] {
  const paths = PATHS_BY_LANGUAGE[EDITIONS[edition].language]
  const disabled = DISABLED_ROUTES[edition]
  return ROUTE_NAMES.map((name) => {
    const segments = compile(paths[name])
    return {
      name,
      template: paths[name],
      segments,
      staticCount: segments.filter((s) => 'literal' in s).length,
      enabled: !disabled.includes(name),
    }
  }) // more literal segments first, so `/viaggi/{travel}/itinerario` beats `/viaggi/{travel}/{tour}`
    .sort((a, b) => b.staticCount - a.staticCount)
}

const tables = new Map<EditionCode, CompiledRoute[]>()

/** The compiled route table of an edition, built once. */
export function routeTable(edition: EditionCode): CompiledRoute[] {
  let table = tables.get(edition)
  if (!table) {
    table = buildTable(edition)
    tables.set(edition, table)
  }
  return table
}

export function findRoute(edition: EditionCode, name: RouteName): CompiledRoute {
  return routeTable(edition).find((route) => route.name === name)!
}
