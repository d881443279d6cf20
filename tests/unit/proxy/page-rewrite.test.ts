import type { IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pageRewrite } from '@/proxy/page-rewrite'
import { provideProxyServices, type AddressAnswer } from '@/proxy/services/registry'

const answers: Record<string, AddressAnswer> = {
  'peru-classico': { kind: 'moved', to: '/it/viaggi/peru-in-15-giorni' },
  'vecchio-tour': { kind: 'gone' },
}

beforeAll(() => {
  // Without the variant's CMS facts the proxy uses the edition's own currency (and says so once).
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  provideProxyServices({
    variantInputs: () => Promise.reject(new Error('not used')),
    experiments: () => ({}),
    travelAddress: async (_edition, travel) => answers[travel] ?? { kind: 'current' },
  })
})
afterAll(() => vi.restoreAllMocks())

/** A request as the Node server receives it. */
const received = (url: string, headers: Record<string, string> = {}) =>
  ({ url, method: 'GET', headers: { host: 'www.example.com', ...headers } }) as unknown as IncomingMessage

describe("the proxy's decision outside Next", () => {
  it('is the rewrite to the internal address with the variant, its search kept, and the headers the proxy set', async () => {
    expect(await pageRewrite(received('/it/viaggi?page=2'))).toEqual({ target: '/it-IT/eur-eur-x/destinations?page=2', headers: [] })
    // A cookie the proxy does not read changes nothing; an unkeyed currency cookie makes the answer private.
    expect(await pageRewrite(received('/it', { cookie: 'auth.signed-in=1; closed_banners=a' }))).toEqual({
      target: '/it-IT/eur-eur-x',
      headers: [],
    })
    expect(await pageRewrite(received('/it', { cookie: 'currency=EUR' }))).toEqual({
      target: '/it-IT/eur-eur-x',
      headers: [['cache-control', 'private, no-store']],
    })
  })

  it('is null for any other answer: a redirect, a 410, no page', async () => {
    for (const url of ['/', '/it/viaggi/peru-classico', '/it/viaggi/vecchio-tour', '/api/v1/travels', '/favicon.svg', '//evil.example/it'])
      expect(await pageRewrite(received(url)), url).toBeNull()
  })
})
