import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { apiRoute } from '@/lib/http/api-route'

const url = 'http://localhost/api/v1/travels/show?slug=peru'

describe('apiRoute', () => {
  const getRoute = apiRoute({ GET: async (request) => ({ slug: request.nextUrl.searchParams.get('slug') }) })
  const postRoute = apiRoute({ POST: async (request) => request.json() })

  it('serves the calls it has, and HEAD as GET', async () => {
    expect(await (await getRoute.GET(new NextRequest(url), {})).json()).toEqual({ data: { slug: 'peru' } })
    expect((await getRoute.HEAD(new NextRequest(url, { method: 'HEAD' }), {})).status).toBe(200)
    const posted = await postRoute.POST(
      new NextRequest(url, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }),
      {},
    )
    expect(await posted.json()).toEqual({ data: { a: 1 } })
  })

  it('answers private, no-store: every answer, failures and OPTIONS included, is one caller’s', async () => {
    const failing = apiRoute({ GET: async () => Promise.reject(new ApiError('NOT_FOUND', 'No such travel.')) })
    const answers = [
      await getRoute.GET(new NextRequest(url), {}),
      await failing.GET(new NextRequest(url), {}),
      await getRoute.POST(new NextRequest(url, { method: 'POST' }), {}),
      await getRoute.OPTIONS(new NextRequest(url, { method: 'OPTIONS' }), {}),
    ]
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'private, no-store'],
      [404, 'private, no-store'],
      [405, 'private, no-store'],
      [204, 'private, no-store'],
    ])
  })

  it('answers every other method 405 METHOD_NOT_ALLOWED with the envelope and Allow', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await getRoute[method](new NextRequest(url, { method }), {})
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      expect(await response.json()).toMatchObject({
        key: 'METHOD_NOT_ALLOWED',
        message: expect.stringContaining(method),
        extra: { allow: ['GET', 'HEAD', 'OPTIONS'] },
      })
    }
    const head = await postRoute.HEAD(new NextRequest(url, { method: 'HEAD' }), {})
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'POST, OPTIONS'])
  })

  it('answers OPTIONS 204 with Allow', async () => {
    const response = await postRoute.OPTIONS(new NextRequest(url, { method: 'OPTIONS' }), {})
    expect(response.status).toBe(204)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await response.text()).toBe('')
  })
})
