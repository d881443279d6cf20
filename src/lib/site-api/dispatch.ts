import type { NextRequest } from 'next/server'
import { apiHandler } from '@/lib/http/api-handler'
import { ROUTE_METHODS, routeOf, type RouteHandler, type RouteMethod } from '@/lib/http/api-route'
import type { SiteCall } from './site-call'
import { unknownCall } from './unknown-call'

/** Where the site API lives; a call's path is under it. */
export const SITE_API_BASE = '/api/v1'

type Address = { segments: string[]; route: Record<RouteMethod, RouteHandler> }

/** A path's segments: `{name}` matches any one non-empty segment, the others themselves (as sent, percent-encoded). */
const segmentsOf = (path: string) => path.split('/').slice(1)

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => (part.startsWith('{') ? segments[index] !== '' : part === segments[index]))

/** Whether a request path under the base (`/travels/peru`) is a call's declared path (`/travels/{slug}`). */
export const pathMatches = (declared: string, path: string) => matches(segmentsOf(declared), segmentsOf(path))

/** One address per path, its methods wrapped by `apiHandler` with each call's own body limit, origin rule and caching. */
function addressesOf(calls: readonly SiteCall[]): Address[] {
  const byPath = new Map<string, SiteCall[]>()
  for (const call of calls) {
    const declared = byPath.get(call.path) ?? []
    if (declared.some((other) => other.method === call.method)) throw new Error(`site API: ${call.method} ${call.path} is declared twice`)
    byPath.set(call.path, [...declared, call])
  }
  return [...byPath].map(([path, declared]) => ({
    segments: segmentsOf(path),
    route: routeOf(
      Object.fromEntries(
        declared.map((call) => [
          call.method,
          apiHandler((request: NextRequest) => call.handler(request), {
            maxBodyBytes: call.maxBodyBytes,
            anyOrigin: call.anyOrigin,
            shared: call.shared,
          }),
        ]),
      ),
    ),
  }))
}

/**
 * The exports of the site API's one route module: each method finds the call declared for the
 * request's path (a literal path before one with `{name}`), answers 405 with `Allow` for a path
 * without it, and 404 for a path no call has (its body never read).
 */
export function siteApiRoute(calls: readonly SiteCall[]): Record<RouteMethod, RouteHandler> {
  const addresses = addressesOf(calls).sort((a, b) => placeholders(a) - placeholders(b))
  const unknown = apiHandler(unknownCall, { maxBodyBytes: null })
  const find = (request: NextRequest) => {
    const { pathname } = request.nextUrl
    if (!pathname.startsWith(`${SITE_API_BASE}/`)) return undefined
    const segments = segmentsOf(pathname.slice(SITE_API_BASE.length))
    return addresses.find((address) => matches(address.segments, segments))
  }
  return Object.fromEntries(
    ROUTE_METHODS.map((method) => [
      method,
      (request: NextRequest, context: unknown) => {
        const address = find(request)
        return address ? address.route[method](request, context) : unknown(request, context)
      },
    ]),
  ) as Record<RouteMethod, RouteHandler>
}

const placeholders = (address: Address) => address.segments.filter((part) => part.startsWith('{')).length
