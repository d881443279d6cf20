import { describe, expect, it } from 'vitest'
import { colorSchemeHintsForAdminOnly } from '@/lib/http/admin-client-hints'

const hint = (key: string) => ({ key, value: 'Sec-CH-Prefers-Color-Scheme' })

describe('colour-scheme client hints', () => {
  it('moves the hints of a site-wide rule to the admin and keeps its other headers site-wide', () => {
    const rules = colorSchemeHintsForAdminOnly([
      { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      {
        source: '/:path*',
        headers: [hint('Accept-CH'), hint('Vary'), hint('Critical-CH'), { key: 'X-Powered-By', value: 'Next.js, Payload' }],
      },
    ])
    expect(rules).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      { source: '/:path*', headers: [{ key: 'X-Powered-By', value: 'Next.js, Payload' }] },
      { source: '/admin/:path*', headers: [hint('Accept-CH'), hint('Vary'), hint('Critical-CH')] },
    ])
  })

  it('leaves a Vary on anything else where it is', () => {
    const rule = { source: '/api/:path*', headers: [{ key: 'Vary', value: 'Accept-Encoding' }] }
    expect(colorSchemeHintsForAdminOnly([rule])).toEqual([rule])
  })
})
