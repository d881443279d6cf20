import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { refuseUnsupportedMethods } from '@/lib/http/unsupported-methods'

let server: http.Server
let port: number

/** One raw request over a socket (fetch refuses to send TRACE): the answer's status line, headers and body. */
function raw(method: string, path: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    )
    let text = ''
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head, body = ''] = text.split('\r\n\r\n')
      resolve({ status: Number(head!.split(' ')[1]), headers: head!.toLowerCase(), body })
    })
  })
}

beforeAll(async () => {
  // The server's own handler fails the way Next does on these methods.
  server = http.createServer((request, response) => {
    if (request.method === 'TRACE') throw new Error('unreachable')
    response.end('ok')
  })
  refuseUnsupportedMethods(server)
  refuseUnsupportedMethods(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('TRACE', () => {
  it('answers 405 with Allow on every path, in the envelope of the API the path belongs to, logged as one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = await raw('TRACE', '/api/v1/wishlist?x=1')
    expect(site.status).toBe(405)
    expect(site.headers).toContain('allow: get, head, post, put, patch, delete, options')
    expect(JSON.parse(site.body)).toMatchObject({ key: 'METHOD_NOT_ALLOWED', extra: { allow: expect.arrayContaining(['GET']) } })
    const cms = await raw('TRACE', '/api/pages')
    expect([cms.status, JSON.parse(cms.body)]).toEqual([405, { errors: [{ message: expect.stringContaining('TRACE') }] }])
    const page = await raw('TRACE', '/en')
    expect(page.status).toBe(405)
    expect(page.headers).toContain('cache-control: private, no-store')
    expect(warn.mock.calls.map((call) => call.length)).toEqual([1, 1, 1])
    warn.mockRestore()
  })

  it('leaves the other methods to the server', async () => {
    expect(await raw('GET', '/en')).toMatchObject({ status: 200, body: 'ok' })
  })
})
