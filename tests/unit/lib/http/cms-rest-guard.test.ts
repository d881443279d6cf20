import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardCmsRest } from '@/lib/http/cms-rest-guard'

afterEach(() => vi.restoreAllMocks())

/** Stands in for a Payload REST handler: echoes what reached it. */
const payloadHandler = vi.fn(async (request: Request, _args: { params: Promise<{ slug: string[] }> }) =>
  Response.json({ url: request.url, body: request.body ? await request.text() : null }),
)
const args = { params: Promise.resolve({ slug: ['pages'] }) }
const guarded = guardCmsRest({ locales: ['it', 'en'], defaultLocale: 'it' }, payloadHandler)

describe('guardCmsRest', () => {
  it('passes clean requests through with their body', async () => {
    const response = await guarded(new Request('http://localhost/api/pages?where[slug][equals]=per%C3%B9'), args)
    expect(response.status).toBe(200)
    const body = JSON.stringify({ title: 'Perù 🧭' })
    const posted = await guarded(
      new Request('http://localhost/api/pages', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      }),
      args,
    )
    expect(await posted.json()).toMatchObject({ body })
  })

  it('gives a request without a locale the default one, keeps a known one or all, refuses an unknown one', async () => {
    const urlReaching = async (url: string) => ((await (await guarded(new Request(url), args)).json()) as { url: string }).url
    expect(new URL(await urlReaching('http://localhost/api/pages?where[slug][equals]=x')).searchParams.get('locale')).toBe('it')
    expect(new URL(await urlReaching('http://localhost/api/pages?locale=en')).searchParams.get('locale')).toBe('en')
    expect(new URL(await urlReaching('http://localhost/api/pages?locale=all')).searchParams.get('locale')).toBe('all')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unknown = await guarded(new Request('http://localhost/api/pages?locale=xx'), args)
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ errors: [{ message: expect.stringContaining('Unknown locale') }] })
  })

  it('passes an upload that parses with its bytes, and refuses a malformed one (Payload’s parser fails on it with 500)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const body = '--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nPerù\r\n--x--\r\n'
    const upload = (text: string) =>
      guarded(
        new Request('http://localhost/api/media', {
          method: 'POST',
          body: text,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        args,
      )
    expect(await (await upload(body)).json()).toMatchObject({ body })
    for (const broken of ['', 'raw bytes', body.slice(0, 40)]) expect((await upload(broken)).status, broken).toBe(400)
  })

  it('refuses a change or deletion of a document whose id is not a number with 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const method of ['PATCH', 'DELETE'])
      expect((await guarded(new Request('http://localhost/api/users/login', { method }), args)).status, method).toBe(404)
    expect((await guarded(new Request('http://localhost/api/payload-preferences/nav', { method: 'DELETE' }), args)).status).toBe(200)
  })

  it('refuses NUL and broken escapes in the URL with 400 in Payload’s error shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    payloadHandler.mockClear()
    for (const url of [
      'http://localhost/api/pages?where[slug][equals]=a%00b',
      'http://localhost/api/pages?where%5Bslug%5D%5Bequals%5D=%FF',
      'http://localhost/api/pages/a%00',
    ]) {
      const response = await guarded(new Request(url), args)
      expect(response.status, url).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message: expect.stringContaining('NUL') }] })
    }
    expect(payloadHandler).not.toHaveBeenCalled()
  })

  it('refuses NUL in JSON and form bodies (the admin’s long queries)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const send = (body: string, type: string) =>
      guarded(
        new Request('http://localhost/api/pages', {
          method: 'POST',
          body,
          headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) },
        }),
        args,
      )
    expect((await send('{"title":"a\\u0000"}', 'application/json; charset=utf-8')).status).toBe(400)
    expect((await send('where[slug][equals]=a%00b', 'application/x-www-form-urlencoded')).status).toBe(400)
    expect((await send('{"title":"fine"}', 'application/json')).status).toBe(200)
  })
})
