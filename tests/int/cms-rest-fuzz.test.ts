import fc from 'fast-check'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as rest from '@/app/(payload)/api/[...slug]/route'
import { refuseUnsupportedMethods } from '@/lib/http/unsupported-methods'
import { cmsFuzzRequest, type CmsFuzzRequest } from '../support/fuzz/cms-requests'
import { fuzzTally } from '../support/fuzz/tally'
import { adminAndPage } from './test-cms'

const RUNS = 300
const LEAKS = /Failed query|\n\s+at |"stack"|node_modules/

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let server: http.Server
let port: number
let pageId: number
let adminToken: string
const tally = fuzzTally()

/**
 * Payload's REST route served over HTTP the way Next serves it: the Node request becomes a fetch
 * `Request` (which fails on TRACE, as Next's does) handed to the route module's export.
 */
function serveRestRoute(): http.Server {
  return http.createServer(async (incoming, outgoing) => {
    try {
      const method = incoming.method!
      const body = method === 'GET' || method === 'HEAD' ? undefined : (Readable.toWeb(incoming) as ReadableStream)
      const request = new Request(`http://localhost${incoming.url}`, {
        method,
        headers: incoming.headers as Record<string, string>,
        body,
        duplex: 'half',
      } as RequestInit)
      const slug = new URL(request.url).pathname.split('/').slice(2)
      const handler = (rest as unknown as Record<string, Handler | undefined>)[method]
      const response = handler ? await handler(request, { params: Promise.resolve({ slug }) }) : new Response(null, { status: 405 })
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      outgoing.writeHead(500, { 'content-type': 'text/plain' })
      outgoing.end(error instanceof Error ? error.stack : String(error))
    }
  })
}

function send(input: CmsFuzzRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    if (input.contentType) headers['content-type'] = input.contentType
    if (input.signedIn) headers.authorization = `JWT ${adminToken}`
    const bytes = input.body === null ? null : Buffer.from(input.body)
    // Node's client sends a DELETE's body without framing unless told to chunk it.
    if (bytes) Object.assign(headers, input.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes.byteLength) })
    const request = http.request({ host: '127.0.0.1', port, method: input.method, path: input.path, headers }, (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, text }))
    })
    request.on('error', reject)
    if (bytes && input.chunked) {
      request.write(bytes.subarray(0, 3))
      request.write(bytes.subarray(3))
    } else if (bytes) request.write(bytes)
    request.end()
  })
}

beforeAll(async () => {
  ;({ adminToken, pageId } = await adminAndPage('fuzz'))
  server = serveRestRoute()
  refuseUnsupportedMethods(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  console.log(['CMS REST fuzz requests and 5xx count:', ...tally.lines()].join('\n'))
  await new Promise((resolve) => server.close(resolve))
})

describe('the CMS REST API under hostile input', () => {
  it('answers TRACE, chunked bodies with NUL, drafts without a body and writes to all locales with a 4xx in its envelope, never a 5xx', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await fc.assert(
      fc.asyncProperty(cmsFuzzRequest(pageId), async (input) => {
        const { status, text } = await send(input)
        tally.record(`${input.method} ${input.path.split('?')[0]!.replace(String(pageId), '{id}')}`, status)
        expect(status, `${input.method} ${input.path} ${text.slice(0, 300)}`).toBeLessThan(500)
        expect(text).not.toMatch(LEAKS)
        if (status >= 400 && status !== 404)
          expect(JSON.parse(text), text.slice(0, 300)).toMatchObject({ errors: [{ message: expect.any(String) }] })
      }),
      { numRuns: RUNS },
    )
    // Refused input is logged as one short line each, never with a stack.
    for (const line of warn.mock.calls) expect(line.length === 1 && !String(line[0]).includes('\n'), String(line[0])).toBe(true)
    warn.mockRestore()
  })
})
