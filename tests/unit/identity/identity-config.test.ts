import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { identityConfig } from '@/identity/identity-config'
import { signingKeys } from '@/identity/signing-keys'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('identityConfig', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_URL', 'https://www.example.com/')
    vi.stubEnv('PAYLOAD_SECRET', 'site-secret')
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) vi.stubEnv(name, '')
  })

  it('without OIDC_ISSUER: the built-in provider under the site, its client secret derived from the site secret', () => {
    const config = identityConfig()
    expect(config).toMatchObject({
      builtIn: true,
      issuer: 'https://www.example.com/api/oidc',
      clientId: 'wayfarer-site',
      redirectUri: 'https://www.example.com/login/redirect',
      postLogoutRedirectUri: 'https://www.example.com/',
    })
    expect(config.clientSecret).toHaveLength(43)
    expect(identityConfig().clientSecret).toBe(config.clientSecret)
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(identityConfig().clientSecret).not.toBe(config.clientSecret)
  })

  it('with OIDC_ISSUER: that provider, and its client id and secret are required', () => {
    vi.stubEnv('OIDC_ISSUER', 'https://id.example.com/realms/wayfarer/')
    expect(() => identityConfig()).toThrow(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/)
    vi.stubEnv('OIDC_CLIENT_ID', 'site')
    expect(() => identityConfig()).toThrow(/OIDC_CLIENT_SECRET/)
    vi.stubEnv('OIDC_CLIENT_SECRET', 's3cret')
    expect(identityConfig()).toMatchObject({
      builtIn: false,
      issuer: 'https://id.example.com/realms/wayfarer',
      clientId: 'site',
      clientSecret: 's3cret',
      redirectUri: 'https://www.example.com/login/redirect',
    })
  })
})

describe('signingKeys', () => {
  let directory: string

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-keys-'))
    vi.spyOn(process, 'cwd').mockReturnValue(directory)
    vi.stubEnv('OIDC_JWKS', '')
  })

  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }))

  it('a local site generates an RS256 key once into .data/ and keeps it', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    const keys = signingKeys()
    expect(keys.keys).toHaveLength(1)
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(fs.statSync(path.join(directory, '.data', 'identity-jwks.json')).mode & 0o777).toBe(0o600)
    expect(signingKeys()).toEqual(keys)
  })

  it('a deployed production site refuses to start without OIDC_JWKS, and uses it when given', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(() => signingKeys()).toThrow(/OIDC_JWKS/)
    expect(fs.existsSync(path.join(directory, '.data'))).toBe(false)
    vi.stubEnv('OIDC_JWKS', JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'x', e: 'AQAB', d: 'y' }] }))
    expect(signingKeys().keys[0]).toMatchObject({ kid: 'k1' })
    vi.stubEnv('OIDC_JWKS', '{"keys":[]}')
    expect(() => signingKeys()).toThrow(/no key/)
  })
})
