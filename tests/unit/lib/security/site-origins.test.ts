import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteOrigins } from '@/lib/security/site-origins'

afterEach(() => vi.unstubAllEnvs())

describe('the site’s own origins', () => {
  it('hold every loopback name of a site on this machine: the admin works on 127.0.0.1 as on localhost', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    expect(siteOrigins(false, '').sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])
  })

  it('are the public origin and the edition domains of a public site, never a loopback name', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com/')
    expect(siteOrigins(false, 'viaggi.example.it=it, trips.example.com=en,').sort()).toEqual([
      'https://trips.example.com',
      'https://viaggi.example.it',
      'https://www.example.com',
    ])
  })

  it('add the development server’s addresses in development only', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    vi.stubEnv('PORT', '3100')
    expect(siteOrigins(true, '')).toEqual(['https://www.example.com', 'http://localhost:3100', 'http://127.0.0.1:3100'])
  })
})
