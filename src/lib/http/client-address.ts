import { parseIp } from './ip-address'
import { SOCKET_ADDRESS_HEADER } from './socket-address'
import { trustedProxies, type TrustedProxies } from './trusted-proxies'

/** The bucket of requests whose address is unknown (no socket address): all of them share it. */
const UNKNOWN = 'unknown'

/**
 * The address a request came from, for per-client limits. The socket's peer, unless that peer is
 * one of the TRUSTED_PROXIES: then `X-Forwarded-For` is read from the right, each trusted hop
 * skipped, and the first untrusted hop is the client (hops left of it are the client's word).
 * A hop that is not an address ends the walk at the last trusted one.
 */
export function clientAddressOf(socket: string | null, forwardedFor: string | null, proxies: TrustedProxies): string {
  let client = parseIp(socket)
  if (!client) return UNKNOWN
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim())
  while (proxies.trusts(client) && hops.length > 0) {
    const hop = parseIp(hops.pop())
    if (!hop) break
    client = hop
  }
  return client.address
}

/** The caller's address for rate limits (see clientAddressOf), under this process's TRUSTED_PROXIES. */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers.get(SOCKET_ADDRESS_HEADER), request.headers.get('x-forwarded-for'), trustedProxies())
}
