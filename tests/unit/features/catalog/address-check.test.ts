import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_CHECKED_HEADER, travelAddressResponse } from '@/features/catalog/address-check'

/** A stand-in for the server's own endpoints: the address check and the page it re-renders. */
const answers: Record<string, { kind: string; to?: string }> = {
  'peru-classico': { kind: 'moved', to: '/it/viaggi/peru-in-15-giorni' },
  'vecchio-tour': { kind: 'gone' },
  'giappone': { kind: 'current' },
}
const seen: string[] = []
const server = http.createServer((request, response) => {
  const url = new URL(request.url!, 'http://internal')
  seen.push(url.pathname + url.search)
  if (url.pathname === '/api/v1/internal/travel-address') {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ data: answers[url.searchParams.get('travel')!] ?? { kind: 'missing' } }))
    return
  }
  response.statusCode = 404
  response.setHeader('content-type', 'text/html')
  response.end(`<title>not on the map</title>${request.headers[ADDRESS_CHECKED_HEADER] ? 'checked' : ''}`)
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  delete process.env.INTERNAL_URL
  server.close()
})

const check = (path: string) => travelAddressResponse(new NextRequest(new URL(path, 'https://www.example.com')))

describe('travel addresses in the proxy', () => {
  it('sends a renamed travel to its new address with 301, keeping the query', async () => {
    const response = await check('/it/viaggi/peru-classico?modal=language')
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('https://www.example.com/it/viaggi/peru-in-15-giorni?modal=language')
  })

  it('answers a withdrawn travel with 410 and the "not on the map" page', async () => {
    const response = await check('/it/viaggi/vecchio-tour/123')
    expect(response?.status).toBe(410)
    expect(await response?.text()).toBe('<title>not on the map</title>checked')
    expect(seen).toContain('/api/v1/internal/travel-address?edition=it&travel=vecchio-tour&tour=123')
  })

  it('lets current travels, other routes and other languages’ paths through', async () => {
    expect(await check('/it/viaggi/giappone')).toBeNull()
    expect(await check('/it/contatti')).toBeNull()
    expect(await check('/guide/valigia')).toBeNull()
    expect(await check('/de/reiseziele/unbekannt')).toBeNull()
  })
})
