import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import { cdnVariantKeys, markVariantCaching } from '@/proxy/variant/variant-cache'

/** The cache headers the proxy puts on a page's rewrite for a request with `headers`, behind an edge keyed on `keys`. */
function marked(headers: Record<string, string>, keys: string) {
  const response = NextResponse.rewrite(new URL('http://localhost/en-WE/eur-eur-x'))
  markVariantCaching(response, new NextRequest('http://localhost/en', { headers }), cdnVariantKeys(keys))
  return { cacheControl: response.headers.get('cache-control'), vary: response.headers.get('vary') }
}

describe('the cache headers of a page variant', () => {
  it('reads the inputs the edge keys on from CDN_VARIANT_KEYS', () => {
    expect([...cdnVariantKeys('')]).toEqual([])
    expect([...cdnVariantKeys(' Country , currency,other')].sort()).toEqual(['country', 'currency'])
  })

  it('leaves the default variant public', () => {
    expect(marked({}, '')).toEqual({ cacheControl: null, vary: null })
  })

  it('makes a page for a currency cookie or a country header private behind an edge keyed on the URL alone', () => {
    const requests: Array<Record<string, string>> = [{ cookie: 'currency=GBP' }, { 'cf-ipcountry': 'GB' }, { 'x-vercel-ip-country': 'US' }]
    for (const headers of requests) expect(marked(headers, '').cacheControl, JSON.stringify(headers)).toBe('private, no-store')
    expect(marked({ cookie: 'currency=GBP', 'cf-ipcountry': 'GB' }, 'country').cacheControl).toBe('private, no-store')
  })

  it('keeps it public where the edge keys on what the request carries, naming the country headers in Vary', () => {
    const keyed = marked({ cookie: 'currency=GBP', 'cf-ipcountry': 'GB' }, 'currency,country')
    expect(keyed.cacheControl).toBeNull()
    expect(keyed.vary).toContain('cf-ipcountry')
  })
})
