import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * The method no route of the site answers that Node's fetch `Request` (and so Next, building one
 * for the proxy or a route handler) refuses to construct: left to Next it ends in a 500. (The
 * other two, CONNECT and TRACK, never reach the request handler: Node closes the connection, or
 * its parser answers 400.)
 */
const UNSUPPORTED_METHODS = ['TRACE']

/** What every route answers at most (the site API's calls and Payload's REST API alike). */
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

const PATCHED = Symbol.for('wayfarer.unsupported-methods')

/** The 405 in the envelope of the API the path belongs to: the site API's, Payload's, or plain text for pages. */
function notAllowed(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?', 1)[0]!
  const message = `${request.method} is not allowed; use ${ALLOW}.`
  console.warn(`refused ${request.method} ${path.slice(0, 200)}: 405`)
  const body = path.startsWith('/api/v1/')
    ? JSON.stringify({ key: 'METHOD_NOT_ALLOWED', message, extra: { allow: ALLOW.split(', ') } })
    : path.startsWith('/api/')
      ? JSON.stringify({ errors: [{ message }] })
      : message
  response.writeHead(405, {
    Allow: ALLOW,
    'Cache-Control': 'private, no-store',
    'Content-Type': path.startsWith('/api/') ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(body)
}

/**
 * Answers TRACE with 405 and `Allow` on every path, before the server's own
 * request handler sees them. Patches `server` (by default every HTTP server of the process, Next's
 * included, whose handler cannot be reached otherwise); a second call changes nothing.
 */
export function refuseUnsupportedMethods(server: Pick<Server, 'emit'> & { [PATCHED]?: true }): void {
  if (server[PATCHED]) return
  const emit = server.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (UNSUPPORTED_METHODS.includes(request.method ?? '')) {
        notAllowed(request, response)
        return true
      }
    }
    return emit.call(this, event, ...args)
  } as Server['emit']
  server[PATCHED] = true
}
