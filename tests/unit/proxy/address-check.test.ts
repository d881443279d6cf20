import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { proxy } from '@/proxy/proxy'
import { provideProxyServices, type AddressAnswer } from '@/proxy/services/registry'

/** The server's in-process address lookups, as the CMS would answer them. */
const answers: Record<string, AddressAnswer> = {
  'peru-classico': { kind: 'moved', to: '/it/viaggi/peru-in-15-giorni' },
  'vecchio-tour': { kind: 'gone' },
  islanda: { kind: 'departed' },
  giappone: { kind: 'current' },
}
const lookups: string[] = []
const fetched = vi.fn()

beforeAll(() => {
  vi.stubGlobal('fetch', fetched)
  // Without the variant's CMS facts the proxy uses the edition's own currency (and says so once).
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  provideProxyServices({
    variantInputs: () => Promise.reject(new Error('not used')),
    experiments: () => ({}),
    travelAddress: async (edition, travel, tour) => {
      lookups.push(`${edition} ${travel} ${tour ?? ''}`)
      return answers[travel] ?? { kind: 'missing' }
    },
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function page(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'https://www.example.com'), { headers }))
}

const rewrittenTo = (response: Response) => new URL(response.headers.get('x-middleware-rewrite')!).pathname

describe('travel addresses in the proxy', () => {
  it('sends a renamed travel to its new address with 301, keeping the query', async () => {
    const response = await page('/it/viaggi/peru-classico?modal=language')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://www.example.com/it/viaggi/peru-in-15-giorni?modal=language')
  })

  it('answers a withdrawn travel with 410 and the cached "not on the map" page, fetching nothing', async () => {
    const response = await page('/it/viaggi/vecchio-tour/123')
    expect(response.status).toBe(410)
    expect(rewrittenTo(response)).toBe('/it-IT/eur-eur-x/~gone')
    expect(lookups).toContain('it vecchio-tour 123')
    // Cacheable like any page; private for a variant the edge does not key on.
    expect(response.headers.get('cache-control')).toBeNull()
    expect((await page('/it/viaggi/vecchio-tour', { cookie: 'currency=EUR' })).headers.get('cache-control')).toBe('private, no-store')
    expect(fetched).not.toHaveBeenCalled()
  })

  it('answers a departed tour with 410 and its own page, which tells it left', async () => {
    const response = await page('/it/viaggi/islanda/4711')
    expect(response.status).toBe(410)
    expect(rewrittenTo(response)).toBe('/it-IT/eur-eur-x/destinations/islanda/4711')
  })

  it('lets current travels, other routes and other languages’ paths through to their pages', async () => {
    lookups.length = 0
    const current = await page('/it/viaggi/giappone')
    expect([current.status, rewrittenTo(current)]).toEqual([200, '/it-IT/eur-eur-x/destinations/giappone'])
    expect((await page('/it/contatti')).status).toBe(200)
    expect((await page('/de/reiseziele/unbekannt')).status).toBe(200)
    expect(lookups).toEqual(['it giappone ', 'de unbekannt '])
    expect(fetched).not.toHaveBeenCalled()
  })
})
