import { defaultEdition } from '@/editions/edition'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  delete process.env.EDITION_DOMAINS
  vi.resetModules()
})

async function proxyWithDomains(value: string) {
  process.env.EDITION_DOMAINS = value
  vi.resetModules()
  const [{ default: createMiddleware }, { routing }, { href }, { proxy: siteProxy }] = await Promise.all([
    import('next-intl/middleware'),
    import('@/editions/routing'),
    import('@/editions/href'),
    import('@/proxy'),
  ])
  return { proxy: createMiddleware(routing), href, siteProxy }
}

describe('editions on their own hosts (EDITION_DOMAINS)', () => {
  it('serves the mapped edition without a prefix and builds its links without one', async () => {
    const { proxy, href } = await proxyWithDomains('viajes.example.es=es')
    const response = proxy(new NextRequest('https://viajes.example.es/viajes', { headers: { host: 'viajes.example.es' } }))
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/es-ES/destinations')
    expect(href('travels', {}, defaultEdition('es'))).toBe('/viajes')
    expect(href('index', {}, defaultEdition('es'))).toBe('/')
    // Other editions keep their prefixes.
    expect(href('travels', {}, defaultEdition('it'))).toBe('/it/viaggi')
  })

  it('sends the prefixed address of a mapped edition to its unprefixed one', async () => {
    const { proxy } = await proxyWithDomains('viajes.example.es=es')
    const response = proxy(new NextRequest('https://viajes.example.es/es/viajes', { headers: { host: 'viajes.example.es' } }))
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location')!).pathname).toBe('/viajes')
  })

  it('has the site’s proxy rewrite the unprefixed address and redirect the prefixed one', async () => {
    const { siteProxy } = await proxyWithDomains('viajes.example.es=es')
    const request = (path: string) => new NextRequest(`https://viajes.example.es${path}`, { headers: { host: 'viajes.example.es' } })
    const rewritten = await siteProxy(request('/viajes/peru'))
    expect(new URL(rewritten.headers.get('x-middleware-rewrite')!).pathname).toMatch(/^\/es-ES\/[a-z-]+\/destinations\/peru$/)
    const redirected = await siteProxy(request('/es/viajes/peru'))
    expect(redirected.status).toBe(307)
    expect(new URL(redirected.headers.get('location')!).pathname).toBe('/viajes/peru')
  })
})
