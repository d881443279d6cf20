import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

type RequestInfo = Parameters<typeof import('@/features/error-reporting/server-reporting').reportRequestError>[1]
type ErrorContext = Parameters<typeof import('@/features/error-reporting/server-reporting').reportRequestError>[2]

/** A Sentry-compatible ingest endpoint: what the SDK really sends, envelope by envelope. */
const envelopes: string[] = []
const receiver = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    envelopes.push(body)
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
})
let dsn = ''

const failedRequest: RequestInfo = {
  path: '/it/viaggi/peru?code=123456&email=anna@example.it',
  method: 'GET',
  headers: { host: 'localhost:3000', cookie: 'payload-token=secret', 'x-forwarded-for': '203.0.113.9' },
}
const renderContext: ErrorContext = {
  routerKind: 'App Router',
  routePath: '/[locale]/[variant]/[[...path]]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
}

type ReceivedEvent = {
  release?: string
  user?: unknown
  tags?: Record<string, string>
  contexts: { nextjs: { request_path: string } }
  exception: { values: Array<{ value: string; stacktrace?: unknown }> }
}

/** The error events among what was received (an envelope: a header line, then item header and payload lines). */
function receivedEvents(): ReceivedEvent[] {
  return envelopes.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Partial<ReceivedEvent>)
      .filter((item): item is ReceivedEvent => item.exception !== undefined),
  )
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  dsn = `http://e2ekey@127.0.0.1:${(receiver.address() as AddressInfo).port}/7`
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))
beforeEach(() => {
  vi.resetModules()
  envelopes.length = 0
})

describe("the server's error reports", () => {
  it('send nothing, and load no SDK, without a DSN', async () => {
    vi.stubEnv('SENTRY_DSN', '')
    const { startServerReporting, reportRequestError } = await import('@/features/error-reporting/server-reporting')
    startServerReporting()
    await reportRequestError(new Error('boom'), failedRequest, renderContext)
    const { getClient } = await import('@sentry/nextjs')
    expect(getClient()).toBeUndefined()
    expect(envelopes).toEqual([])
  })

  it('carry the release, the edition and the page of a failed request, and nothing personal', async () => {
    vi.stubEnv('SENTRY_DSN', dsn)
    vi.stubEnv('SENTRY_RELEASE', 'test-release')
    const { startServerReporting, reportRequestError } = await import('@/features/error-reporting/server-reporting')
    startServerReporting()
    await reportRequestError(new Error('no quote for anna@example.it'), failedRequest, renderContext)
    const Sentry = await import('@sentry/nextjs')
    await Sentry.flush(5000)

    const [event] = receivedEvents()
    expect(event).toBeDefined()
    expect(event!.release).toBe('test-release')
    expect(event!.tags).toMatchObject({ edition: 'it', page: '/it/viaggi/peru', route: '/[locale]/[variant]/[[...path]]' })
    expect(event!.exception.values[0]!.value).toBe('no quote for [email]')
    expect(event!.user).toBeUndefined()
    // The frames quote this test's source lines, the address in it included: the rest must not hold it.
    const { stacktrace: _frames, ...exception } = event!.exception.values[0]!
    expect(JSON.stringify({ ...event, exception })).not.toMatch(/anna@|payload-token|secret|123456|203\.0\.113/)
    expect(event!.contexts.nextjs.request_path).toBe('/it/viaggi/peru')
    await Sentry.close(2000)
  })
})
