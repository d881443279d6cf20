import { afterEach, describe, expect, it, vi } from 'vitest'
import { payloadSecret } from '@/lib/secret'

describe('payloadSecret', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('uses PAYLOAD_SECRET when set', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'from-env')
    expect(payloadSecret()).toBe('from-env')
  })

  it('refuses to run a deployed production site without it', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
  })
})
