import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/security-headers'

const header = (headers: Array<{ key: string; value: string }>, key: string) => headers.find((entry) => entry.key === key)?.value

describe('security headers', () => {
  it('forbid framing by other sites, sniffing, and powerful features', () => {
    const headers = securityHeaders({ siteUrl: 'http://localhost:3000', development: false })
    expect(header(headers, 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header(headers, 'Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    expect(header(headers, 'Content-Security-Policy')).toContain("frame-ancestors 'self'")
  })

  it('pin https (HSTS, upgraded requests) only on an https site', () => {
    expect(header(securityHeaders({ siteUrl: 'http://localhost:3000', development: false }), 'Strict-Transport-Security')).toBeUndefined()
    const https = securityHeaders({ siteUrl: 'https://www.example.com', development: false })
    expect(header(https, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8}; includeSubDomains$/)
    expect(header(https, 'Content-Security-Policy')).toContain('upgrade-insecure-requests')
  })

  it('allow script from this site only, no plugins, no foreign base or form targets; eval only in development', () => {
    const production = contentSecurityPolicy({ https: false, development: false })
    expect(production).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
    expect(production).toContain("object-src 'none'")
    expect(production).toContain("base-uri 'self'")
    expect(production).toContain("form-action 'self'")
    expect(production).not.toContain('unsafe-eval')
    expect(contentSecurityPolicy({ https: false, development: true })).toContain("'unsafe-eval'")
  })

  it('let editor HTML embed videos from the sanitizer’s hosts only', () => {
    const frames = contentSecurityPolicy({ https: false, development: false })
      .split('; ')
      .find((directive) => directive.startsWith('frame-src'))
    expect(frames).toBe("frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com")
  })

  it('allow the configured third parties to load scripts and be called, and nothing else beyond the site', () => {
    const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))
    const bare = contentSecurityPolicy({ https: false, development: false })
    expect(directive(bare, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(bare, 'connect-src')).toBe("connect-src 'self'")
    const allowed = {
      script: ['https://*.googletagmanager.com'],
      connect: ['https://*.google-analytics.com', 'https://errors.example.com'],
    }
    const configured = contentSecurityPolicy({ https: false, development: false, allowed })
    expect(directive(configured, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://*.googletagmanager.com")
    expect(directive(configured, 'connect-src')).toBe("connect-src 'self' https://*.google-analytics.com https://errors.example.com")
  })
})
