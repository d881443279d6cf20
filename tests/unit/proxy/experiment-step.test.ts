import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sdkPayload } from '@/features/experiments/sdk-payload'
import { proxy } from '@/proxy/proxy'
import { provideProxyServices } from '@/proxy/services/registry'

/** Everyone on the Italian group-travel page goes to its new version. */
const definitions = sdkPayload(
  {
    flags: [],
    experiments: [
      {
        key: 'new-landing',
        status: 'running',
        originalPath: '/it/viaggi-di-gruppo',
        variations: [
          { name: 'Control', weight: 0 },
          { name: 'New', weight: 100, urlRedirect: '/it/viaggi-di-gruppo-nuovo' },
        ],
      },
      {
        key: 'quiet-test',
        status: 'running',
        originalPath: '/it/chi-siamo',
        variations: [
          { name: 'Control', weight: 100 },
          { name: 'Other', weight: 0, urlRedirect: '/it/chi-siamo-b' },
        ],
      },
    ],
  },
  new Date(),
  'https://www.example.com',
)

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  provideProxyServices({
    variantInputs: () => Promise.reject(new Error('not used')),
    experiments: () => definitions,
    travelAddress: async () => ({ kind: 'current' }),
  })
})
afterAll(() => vi.restoreAllMocks())

const page = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'https://www.example.com'), { headers }))

describe('URL-redirect experiments in the proxy', () => {
  it('send a new visitor to the variation before anything renders, with a device id and the experiment in cookies', async () => {
    const response = await page('/it/viaggi-di-gruppo?utm_source=mail')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://www.example.com/it/viaggi-di-gruppo-nuovo?utm_source=mail')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const deviceId = response.cookies.get('_device_id')?.value
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.cookies.get('_experiments')?.value).toBe('new-landing:1')
  })

  it('send a returning visitor again, setting no cookie; the variation page itself stays public', async () => {
    const cookie = '_device_id=2f1c1a52-8f3e-4c39-9a0e-6f6d7c1b8a11; _experiments=new-landing:1'
    const again = await page('/it/viaggi-di-gruppo', { cookie })
    expect(again.status).toBe(302)
    expect(again.cookies.getAll()).toEqual([])
    const variation = await page('/it/viaggi-di-gruppo-nuovo', { cookie })
    expect(variation.headers.get('x-middleware-rewrite')).toContain('/viaggi-di-gruppo-nuovo')
    expect(variation.headers.get('cache-control')).toBeNull()
  })

  it('keep a visitor of the control on the page, its answer always private (Next’s cached page is shared)', async () => {
    const first = await page('/it/chi-siamo', { cookie: '_device_id=2f1c1a52-8f3e-4c39-9a0e-6f6d7c1b8a11' })
    expect(first.headers.get('x-middleware-rewrite')).toBeTruthy()
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.cookies.get('_experiments')?.value).toBe('quiet-test:0')
    const later = await page('/it/chi-siamo', { cookie: '_device_id=2f1c1a52-8f3e-4c39-9a0e-6f6d7c1b8a11; _experiments=quiet-test:0' })
    expect(later.headers.get('x-middleware-rewrite')).toBeTruthy()
    expect(later.headers.get('cache-control')).toBe('private, no-store')
    expect(later.cookies.getAll()).toEqual([])
    // A page no experiment runs on stays public.
    expect((await page('/it/viaggi')).headers.get('cache-control')).toBeNull()
  })

  it('never put crawlers in an experiment', async () => {
    const crawler = await page('/it/viaggi-di-gruppo', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    expect(crawler.status).toBe(200)
    expect(crawler.headers.get('x-middleware-rewrite')).toBeTruthy()
    expect(crawler.cookies.getAll()).toEqual([])
    expect(crawler.headers.get('cache-control')).toBe('private, no-store')
  })
})
