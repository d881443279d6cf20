import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRevalidationToken, revalidationToken } from '@/lib/cache/revalidate'

const signedWith = (key: string, tags: string[]) => crypto.createHmac('sha256', key).update(tags.join('\n')).digest('hex')

describe('revalidation tokens', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are signed and checked with a key derived from the server secret, never the secret itself', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    const tags = ['page:it:home', 'layout']
    const token = revalidationToken(tags)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(token).not.toBe(signedWith('server-secret', tags))
    expect(isRevalidationToken(tags, token)).toBe(true)
    expect(isRevalidationToken(['layout'], token)).toBe(false)
    expect(isRevalidationToken(tags, 'short')).toBe(false)
    vi.stubEnv('PAYLOAD_SECRET', 'another-secret')
    expect(isRevalidationToken(tags, token)).toBe(false)
  })

  it('never use an empty key: an empty PAYLOAD_SECRET on a deployed site signs nothing', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(() => revalidationToken(['layout'])).toThrow(/PAYLOAD_SECRET/)
    expect(() => isRevalidationToken(['layout'], signedWith('', ['layout']))).toThrow(/PAYLOAD_SECRET/)
  })
})
