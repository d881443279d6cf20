import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertSameOrigin } from '@/lib/http/same-origin'

afterEach(() => vi.unstubAllEnvs())

const call = (method: string, headers: Record<string, string>, url = 'http://localhost:3000/api/v1/wishlist/add') =>
  new Request(url, { method, headers })
const refusal = (request: Request) => {
  try {
    assertSameOrigin(request)
    return null
  } catch (error) {
    return (error as { status: number }).status
  }
}

describe('the same-origin rule of calls that change something', () => {
  it('lets the site’s own origin through, its edition domains by their own host too', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(refusal(call('POST', { origin: 'https://www.example.com' }))).toBeNull()
    expect(
      refusal(call('POST', { origin: 'https://viaggi.example.it', host: 'viaggi.example.it' }, 'http://viaggi.example.it/api/v1/x')),
    ).toBeNull()
    expect(refusal(call('DELETE', { 'sec-fetch-site': 'same-origin' }))).toBeNull()
    expect(refusal(call('POST', { 'sec-fetch-site': 'none' }))).toBeNull()
  })

  it('refuses another origin (another port, a sibling subdomain, an opaque one) with 403', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    for (const origin of ['https://www.example.com:8443', 'https://evil.example.com', 'http://www.example.com', 'null', 'not a url'])
      expect(refusal(call('POST', { origin })), origin).toBe(403)
    for (const site of ['same-site', 'cross-site']) expect(refusal(call('PATCH', { 'sec-fetch-site': site })), site).toBe(403)
  })

  it('lets reads and callers without browser headers (servers, apps) through', () => {
    expect(refusal(call('GET', { origin: 'https://evil.example' }))).toBeNull()
    expect(refusal(call('POST', {}))).toBeNull()
  })
})
