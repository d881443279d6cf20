import { NextResponse, type NextRequest } from 'next/server'
import { ApiError } from './api-error'
import { apiHandler, envelope, notStored, type ApiHandlerOptions } from './api-handler'

/** The methods Next.js routes to a route module; any other answers 400 before reaching one. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

export type RouteMethod = (typeof ROUTE_METHODS)[number]
type CallMethod = Exclude<RouteMethod, 'HEAD' | 'OPTIONS'>
type Call = (request: NextRequest) => Promise<unknown>
export type RouteHandler = (request: NextRequest, context: unknown) => Promise<NextResponse>

/**
 * The handlers of one address, one per method: the calls it has (already wrapped by
 * `apiHandler`); HEAD as its GET (Node sends no body); OPTIONS answering 204 with `Allow`; every
 * other method 405 METHOD_NOT_ALLOWED with the envelope and `Allow` (Next's own 405 has an empty body).
 */
export function routeOf(handlers: Partial<Record<CallMethod, RouteHandler>>): Record<RouteMethod, RouteHandler> {
  const all: Partial<Record<RouteMethod, RouteHandler>> = { ...handlers }
  if (all.GET) all.HEAD = all.GET
  const allow = ROUTE_METHODS.filter((method) => all[method] || method === 'OPTIONS').join(', ')
  const notAllowed: RouteHandler = async (request) =>
    envelope(new ApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allow}.`, { allow: allow.split(', ') }), {
      Allow: allow,
    })
  all.OPTIONS = async () => notStored(new NextResponse(null, { status: 204, headers: { Allow: allow } }))
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, all[method] ?? notAllowed])) as Record<RouteMethod, RouteHandler>
}

/**
 * The exports of a route module answering like the site API (the calls it has, wrapped by
 * `apiHandler` with one set of options; the other methods as `routeOf` answers them).
 *
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: (request) => logout(request) })
 */
export function apiRoute(calls: Partial<Record<CallMethod, Call>>, options?: ApiHandlerOptions): Record<RouteMethod, RouteHandler> {
  const handlers: Partial<Record<CallMethod, RouteHandler>> = {}
  for (const [method, call] of Object.entries(calls) as Array<[CallMethod, Call]>)
    handlers[method] = apiHandler((request: NextRequest) => call(request), options)
  return routeOf(handlers)
}
