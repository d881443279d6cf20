import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITIONS } from '@/editions/editions'
import { locateRequest } from '@/editions/locate-request'
import { matchRoute } from '@/editions/match-route'
import { ADDRESS_CHECKED_HEADER, travelAddressResponse } from '@/features/catalog/address-check'
import { provideProxyServices, type AddressAnswer } from '@/runtime/proxy-services/registry'

/** The server's in-process address lookups, as the CMS would answer them. */
const answers: Record<string, AddressAnswer> = {
  'peru-classico': { kind: 'moved', to: '/it/viaggi/peru-in-15-giorni' },
  'vecchio-tour': { kind: 'gone' },
  giappone: { kind: 'current' },
}
const lookups: string[] = []
/** A stand-in for the server rendering the withdrawn address's page. */
const pages: string[] = []
const server = http.createServer((request, response) => {
  pages.push(request.url!)
  response.statusCode = 404
  response.setHeader('content-type', 'text/html')
  response.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=30')
  response.end(`<title>not on the map</title>${request.headers[ADDRESS_CHECKED_HEADER] ? 'checked' : ''}`)
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  provideProxyServices({
    variantInputs: () => Promise.reject(new Error('not used')),
    forgetAddresses: () => {},
    travelAddress: async (edition, travel, tour) => {
      lookups.push(`${edition} ${travel} ${tour ?? ''}`)
      return answers[travel] ?? { kind: 'missing' }
    },
  })
})
afterAll(() => {
  delete process.env.INTERNAL_URL
  server.close()
})

function check(path: string) {
  const request = new NextRequest(new URL(path, 'https://www.example.com'))
  const located = locateRequest(request)
  if (!located) return null
  return travelAddressResponse(request, located.edition, matchRoute(EDITIONS[located.edition].language, located.segments))
}

describe('travel addresses in the proxy', () => {
  it('sends a renamed travel to its new address with 301, keeping the query', async () => {
    const response = await check('/it/viaggi/peru-classico?modal=language')
    expect(response?.status).toBe(301)
    expect(response?.headers.get('location')).toBe('https://www.example.com/it/viaggi/peru-in-15-giorni?modal=language')
  })

  it('answers a withdrawn travel with 410 and the "not on the map" page, cacheable like it', async () => {
    const response = await check('/it/viaggi/vecchio-tour/123')
    expect(response?.status).toBe(410)
    expect(response?.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30')
    expect(await response?.text()).toBe('<title>not on the map</title>checked')
    expect(lookups).toContain('it vecchio-tour 123')
    expect(pages).toEqual(['/it/viaggi/vecchio-tour/123'])
  })

  it('lets current travels, other routes and other languages’ paths through without a request', async () => {
    expect(await check('/it/viaggi/giappone')).toBeNull()
    expect(await check('/it/contatti')).toBeNull()
    expect(await check('/guide/valigia')).toBeNull()
    expect(await check('/de/reiseziele/unbekannt')).toBeNull()
    expect(pages).toEqual(['/it/viaggi/vecchio-tour/123'])
  })
})
