import { NextResponse, type NextRequest } from 'next/server'
import { ApiError } from './api-error'
import { apiHandler, envelope, notStored, type ApiHandlerOptions } from './api-handler'

/** The methods Next.js routes to a route module; any other answers 400 before reaching one. */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

type RouteMethod = (typeof ROUTE_METHODS)[number]
type CallMethod = Exclude<RouteMethod, 'HEAD' | 'OPTIONS'>
type Call = (request: NextRequest) => Promise<unknown>
type RouteHandler = (request: NextRequest, context: unknown) => Promise<NextResponse>

/**
 * The exports of a site API route module: the calls it has, wrapped by `apiHandler`; HEAD as
 * its GET (Node sends no body); OPTIONS answering 204 with `Allow`; every other method 405
 * METHOD_NOT_ALLOWED with the envelope and `Allow` (Next's own 405 has an empty body).
 *
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: (request) => showX(request) })
 */
export function apiRoute(calls: Partial<Record<CallMethod, Call>>, options?: ApiHandlerOptions): Record<RouteMethod, RouteHandler> {
  const handlers: Partial<Record<RouteMethod, RouteHandler>> = {}
  for (const [method, call] of Object.entries(calls) as Array<[CallMethod, Call]>)
    handlers[method] = apiHandler((request: NextRequest) => call(request), options)
  if (handlers.GET) handlers.HEAD = handlers.GET
  const allow = ROUTE_METHODS.filter((method) => handlers[method] || method === 'OPTIONS').join(', ')
  const notAllowed: RouteHandler = async (request) =>
    envelope(new ApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allow}.`, { allow: allow.split(', ') }), {
      Allow: allow,
    })
  handlers.OPTIONS = async () => notStored(new NextResponse(null, { status: 204, headers: { Allow: allow } }))
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<RouteMethod, RouteHandler>
}
