import crypto from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', () => ({ revalidateTag }))

const { revalidateTags } = await import('@/lib/cache/api')
const { revalidationToken } = await import('@/lib/cache/revalidate')
const { processRecentPages } = await import('@/lib/http/recent-pages')

const post = (body: unknown) =>
  new NextRequest('http://127.0.0.1/api/v1/internal/revalidate', { method: 'POST', body: JSON.stringify(body) })

describe('POST /api/v1/internal/revalidate', () => {
  beforeEach(() => revalidateTag.mockClear())
  afterEach(() => vi.unstubAllEnvs())

  it('expires the tags of a request signed with the server secret, and the pages answered without Next', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    const before = processRecentPages().generation()
    await expect(revalidateTags(post({ tags: ['layout'], token: revalidationToken(['layout']) }))).resolves.toEqual({ revalidated: 1 })
    expect(revalidateTag).toHaveBeenCalledWith('layout', { expire: 0 })
    expect(processRecentPages().generation()).not.toBe(before)
  })

  it('refuses a token signed with an empty key, whatever PAYLOAD_SECRET holds', async () => {
    const emptyKeyToken = crypto.createHmac('sha256', '').update('layout').digest('hex')
    vi.stubEnv('PAYLOAD_SECRET', 'server-secret')
    await expect(revalidateTags(post({ tags: ['layout'], token: emptyKeyToken }))).rejects.toMatchObject({ key: 'FORBIDDEN' })
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    const before = processRecentPages().generation()
    await expect(revalidateTags(post({ tags: ['layout'], token: emptyKeyToken }))).rejects.toThrow(/PAYLOAD_SECRET/)
    expect(revalidateTag).not.toHaveBeenCalled()
    expect(processRecentPages().generation()).toBe(before)
  })
})
