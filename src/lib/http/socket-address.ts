import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { processSingleton } from '@/lib/process/singleton'

/**
 * The header the server sets on each request to the peer address of its socket, which Next's
 * route handlers cannot see otherwise. Any client-sent header of that name is removed first
 * (src/instrumentation.ts), so its value is always the server's own.
 */
export const SOCKET_ADDRESS_HEADER = 'x-wayfarer-socket-address'

/** Replaces whatever the client sent under SOCKET_ADDRESS_HEADER with the socket's peer address. */
export function stampSocketAddress(request: IncomingMessage): void {
  delete request.headers[SOCKET_ADDRESS_HEADER]
  const raw = request.rawHeaders
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if (raw[index]!.toLowerCase() === SOCKET_ADDRESS_HEADER) raw.splice(index, 2)
  }
  const address = request.socket?.remoteAddress
  if (!address) return
  request.headers[SOCKET_ADDRESS_HEADER] = address
  raw.push(SOCKET_ADDRESS_HEADER, address)
}

/** Stamps every request this process's HTTP server receives, before Next reads its headers (subscribed once per process). */
export function stampSocketAddresses(): void {
  processSingleton('socketAddressStamp', () => {
    diagnostics.subscribe('http.server.request.start', (message) => stampSocketAddress((message as { request: IncomingMessage }).request))
    return true
  })
}
