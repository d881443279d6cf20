import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET, POST } from '@/app/(payload)/api/[...slug]/route'
import { testCms } from './test-cms'

const args = (slug: string[]) => ({ params: Promise.resolve({ slug }) })

beforeAll(async () => {
  await testCms()
})

describe('the CMS REST API under hostile input', () => {
  it('refuses NUL and broken escapes in `where` with 400 in Payload’s error shape, before any query', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const query of ['where[slug][equals]=a%00b', 'where[slug][equals]=%FF', 'where[slug][like]=%C0%AF']) {
      const response = await GET(new Request(`http://localhost/api/pages?${query}`), args(['pages']))
      expect(response.status, query).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('NUL') }] })
    }
  })

  it('refuses NUL in a JSON body', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = JSON.stringify({ title: 'a\0b' })
    const response = await POST(
      new Request('http://localhost/api/pages', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      }),
      args(['pages']),
    )
    expect(response.status).toBe(400)
  })

  it('answers a query over a localized field without a locale in the default edition (Payload alone answered 500)', async () => {
    const response = await GET(new Request('http://localhost/api/pages?where[slug][equals]=anything&depth=0'), args(['pages']))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ docs: [] })
  })

  it('still answers clean queries', async () => {
    const response = await GET(new Request('http://localhost/api/pages?where[slug][equals]=per%C3%B9&depth=0&locale=it'), args(['pages']))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ docs: [] })
  })
})
