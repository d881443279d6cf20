import http from 'node:http'
import { E2E_BASE_URL } from '../../playwright.config'
import { expect, test } from './fixtures'

/**
 * Per-address limits count the socket's peer. Each test calls from its own loopback address
 * (127.0.0.x), so the limits it exhausts are its own, and varies what a client can forge:
 * `X-Forwarded-For`, `X-Real-IP` and the header the server stamps the socket address into.
 */
const fromAddress = () => `127.0.${10 + Math.floor(Math.random() * 200)}.${2 + Math.floor(Math.random() * 250)}`

function post(path: string, body: unknown, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(path, E2E_BASE_URL)
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          host: url.host,
          origin: E2E_BASE_URL,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode!))
      },
    )
    request.on('error', reject)
    request.end(text)
  })
}

const forged = (call: number) => ({
  'x-forwarded-for': `198.51.100.${call % 250}`,
  'x-real-ip': `203.0.113.${call % 250}`,
  'x-wayfarer-socket-address': `192.0.2.${call % 250}`,
})

test.describe('per-address limits', () => {
  test('validate-email: after 30 calls, a new X-Forwarded-For is still 429', async () => {
    const from = fromAddress()
    for (let call = 0; call < 30; call++)
      expect(await post('/api/v1/users/validate-email', { email: `probe${call}@example.com` }, from, forged(0))).not.toBe(429)
    expect(await post('/api/v1/users/validate-email', { email: 'probe@example.com' }, from, forged(0))).toBe(429)
    expect(await post('/api/v1/users/validate-email', { email: 'probe@example.com' }, from, forged(1))).toBe(429)
    expect(await post('/api/v1/users/validate-email', { email: 'probe@example.com' }, from)).toBe(429)
    // Another client is not affected.
    expect(await post('/api/v1/users/validate-email', { email: 'probe@example.com' }, fromAddress(), forged(0))).not.toBe(429)
  })

  test('complete-otp: after 50 wrong codes, a new X-Forwarded-For is still 429', async () => {
    const from = fromAddress()
    // A new e-mail every 5 calls: the per-e-mail limit (10) is never the one reached.
    const guess = (call: number, headers = forged(0)) =>
      post('/api/v1/auth/complete-otp', { email: `guess${Math.floor(call / 5)}.${from}@example.com`, otp: '000000' }, from, headers)
    for (let call = 0; call < 50; call++) expect(await guess(call)).not.toBe(429)
    expect(await guess(50)).toBe(429)
    expect(await guess(51, forged(1))).toBe(429)
    expect(await guess(52, {} as ReturnType<typeof forged>)).toBe(429)
  })
})
