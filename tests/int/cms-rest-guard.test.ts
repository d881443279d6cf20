import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'
import { MEDIA_CACHE_CONTROL } from '@/collections/media'
import { adminAndPage, testCms } from './test-cms'

const args = (slug: string[]) => ({ params: Promise.resolve({ slug }) })

let adminToken: string
let pageId: number

beforeAll(async () => {
  ;({ adminToken, pageId } = await adminAndPage('guard'))
})

/** A body sent in chunks, without Content-Length (as `Transfer-Encoding: chunked` arrives). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, 5))
      controller.enqueue(bytes.slice(5))
      controller.close()
    },
  })
}

type Init = { body?: BodyInit | null; type?: string; token?: string }
const send = (route: typeof POST, method: string, path: string, init: Init = {}) => {
  const headers: Record<string, string> = {}
  if (init.type) headers['content-type'] = init.type
  if (init.token) headers.authorization = `JWT ${init.token}`
  const request = new Request(`http://localhost${path}`, { method, headers, body: init.body ?? null, duplex: 'half' } as RequestInit)
  return route(request, args(new URL(request.url).pathname.split('/').slice(2)))
}

/** A refusal in Payload's envelope, logged as one warn line. */
async function expectRefused(response: Response, warn: ReturnType<typeof vi.spyOn>) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ errors: [{ message: expect.any(String) }] })
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]![0])).not.toContain('\n')
  warn.mockClear()
}

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

  it('answers the admin’s reads sent as a form body (method override), with or without a locale in it', async () => {
    const read = async (query: string, token: string) => {
      const request = new Request('http://localhost/api/pages', {
        method: 'POST',
        body: query,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
          authorization: `JWT ${token}`,
        },
      })
      return POST(request, args(['pages']))
    }
    // The relationship field's label lookup: Payload adds this body to the URL it reads.
    const labels = await read(`depth=0&draft=true&limit=1&locale=it&select[title]=true&where[id][in][0]=${pageId}`, adminToken)
    expect(labels.status).toBe(200)
    expect((await labels.json()).docs.map((doc: { id: number }) => doc.id)).toEqual([pageId])
    const noLocale = await read(`depth=0&where[id][in][0]=${pageId}&sort=title`, adminToken)
    expect(noLocale.status).toBe(200)
    expect((await read('depth=0&locale=xx', adminToken)).status).toBe(400)
  })

  it('still answers clean queries', async () => {
    const response = await GET(new Request('http://localhost/api/pages?where[slug][equals]=per%C3%B9&depth=0&locale=it'), args(['pages']))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ docs: [] })
  })

  it('refuses NUL in a chunked login or forgot-password body (no Content-Length) with 400', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warn.mockClear()
    for (const path of ['/api/users/login', '/api/users/forgot-password']) {
      const body = chunked(JSON.stringify({ email: 'a\u0000b@example.com', password: 'x' }))
      await expectRefused(await send(POST, 'POST', path, { body, type: 'application/json' }), warn)
    }
  })

  it('refuses a draft save without a document, or with a text/plain one, with 400 (pages and the globals)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warn.mockClear()
    for (const path of ['/api/pages?draft=true', '/api/globals/header?draft=true', '/api/globals/footer?draft=true']) {
      await expectRefused(await send(POST, 'POST', path, { token: adminToken }), warn)
      await expectRefused(await send(POST, 'POST', path, { token: adminToken, type: 'application/json' }), warn)
      await expectRefused(await send(POST, 'POST', path, { token: adminToken, type: 'text/plain', body: '{"title":"x"}' }), warn)
    }
    await expectRefused(await send(PATCH, 'PATCH', `/api/pages/${pageId}`, { token: adminToken, type: 'text/plain', body: '{}' }), warn)
  })

  it('refuses a write to all locales at once with 400, and still reads them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    warn.mockClear()
    const body = JSON.stringify({ title: 'All' })
    await expectRefused(
      await send(PATCH, 'PATCH', `/api/pages/${pageId}?locale=all`, { token: adminToken, type: 'application/json', body }),
      warn,
    )
    const read = await send(GET, 'GET', `/api/pages/${pageId}?locale=all&depth=0`, { token: adminToken })
    expect(read.status).toBe(200)
  })

  it('answers private, no-store, refusals included: an API answer is one caller’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const read = await send(GET, 'GET', `/api/pages/${pageId}?depth=0`, { token: adminToken })
    const refused = await send(POST, 'POST', '/api/pages', { token: adminToken })
    const signIn = await send(POST, 'POST', '/api/users/login', {
      type: 'application/json',
      body: '{"email":"nobody@example.com","password":"x"}',
    })
    expect([read, refused, signIn].map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'private, no-store'],
      [400, 'private, no-store'],
      [401, 'private, no-store'],
    ])
  })

  it('lets browsers and shared caches keep pictures, which anyone may read', async () => {
    const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3b6e8f' } })
      .png()
      .toBuffer()
    const payload = await testCms()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A blue square' },
      file: { data, mimetype: 'image/png', name: 'cache-rule.png', size: data.length },
    })
    const picture = await send(GET, 'GET', `/api/media/file/${media.filename}`)
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      MEDIA_CACHE_CONTROL,
    ])
  })

  it('still saves a draft sent as JSON', async () => {
    const body = JSON.stringify({ title: 'Saved' })
    const saved = await send(PATCH, 'PATCH', `/api/pages/${pageId}?draft=true&locale=it`, {
      token: adminToken,
      type: 'application/json',
      body,
    })
    expect(saved.status).toBe(200)
  })
})
