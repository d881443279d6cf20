import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddressOf } from '@/lib/http/client-address'
import { parseIp } from '@/lib/http/ip-address'
import { SOCKET_ADDRESS_HEADER, stampSocketAddress } from '@/lib/http/socket-address'
import { parseTrustedProxies } from '@/lib/http/trusted-proxies'

const COMPOSE = parseTrustedProxies('172.16.0.0/12, fd00::/8, 127.0.0.1')
const NONE = parseTrustedProxies(undefined)

describe('parseIp', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1', 'ipv4'],
    ['::ffff:10.0.0.1', '10.0.0.1', 'ipv4'],
    ['[2001:DB8::1]', '2001:db8::1', 'ipv6'],
    ['fe80::1%eth0', 'fe80::1', 'ipv6'],
  ])('reads %j as %j', (value, address, family) => {
    expect(parseIp(value)).toEqual({ address, family })
  })

  it.each(['', 'unknown', '10.0.0.1:80', '[::1]:80', '999.1.1.1', '1.2.3'])('refuses %j', (value) => {
    expect(parseIp(value)).toBeNull()
  })
})

describe('parseTrustedProxies', () => {
  it('matches IPv4 and IPv6 ranges and single addresses', () => {
    expect(COMPOSE.trusts(parseIp('172.18.0.5')!)).toBe(true)
    expect(COMPOSE.trusts(parseIp('::ffff:172.18.0.5')!)).toBe(true)
    expect(COMPOSE.trusts(parseIp('fd12::7')!)).toBe(true)
    expect(COMPOSE.trusts(parseIp('127.0.0.1')!)).toBe(true)
    expect(COMPOSE.trusts(parseIp('127.0.0.2')!)).toBe(false)
    expect(COMPOSE.trusts(parseIp('203.0.113.9')!)).toBe(false)
    expect(NONE.trusts(parseIp('127.0.0.1')!)).toBe(false)
  })

  it.each(['10.0.0.0/33', 'fd00::/129', 'example.com', '10.0.0.0/8/1', '10.0.0.0/x'])('refuses %j', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUSTED_PROXIES/)
  })
})

describe('clientAddressOf', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', NONE)).toBe('203.0.113.9')
    expect(clientAddressOf('172.18.0.5', '198.51.100.1', NONE)).toBe('172.18.0.5')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', COMPOSE)).toBe('203.0.113.9')
  })

  it("walks from the right past trusted hops: the first untrusted hop is the client, earlier ones are the client's word", () => {
    expect(clientAddressOf('172.18.0.5', '198.51.100.1', COMPOSE)).toBe('198.51.100.1')
    expect(clientAddressOf('172.18.0.5', 'forged, 1.1.1.1, 198.51.100.1, 172.18.0.9', COMPOSE)).toBe('198.51.100.1')
  })

  it('stops at the last trusted hop when a hop is not an address, or there are none left', () => {
    expect(clientAddressOf('172.18.0.5', 'garbage, 172.18.0.9', COMPOSE)).toBe('172.18.0.9')
    expect(clientAddressOf('172.18.0.5', null, COMPOSE)).toBe('172.18.0.5')
  })

  it('puts requests without a socket address in one shared bucket', () => {
    expect(clientAddressOf(null, '198.51.100.1', COMPOSE)).toBe('unknown')
  })
})

describe('stampSocketAddress', () => {
  it("replaces a client-sent header with the socket's peer", () => {
    const request = {
      headers: { [SOCKET_ADDRESS_HEADER]: '1.1.1.1' },
      rawHeaders: ['X-Wayfarer-Socket-Address', '1.1.1.1', 'Host', 'site'],
      socket: { remoteAddress: '203.0.113.9' },
    } as unknown as IncomingMessage
    stampSocketAddress(request)
    expect(request.headers[SOCKET_ADDRESS_HEADER]).toBe('203.0.113.9')
    expect(request.rawHeaders).toEqual(['Host', 'site', SOCKET_ADDRESS_HEADER, '203.0.113.9'])
  })
})
