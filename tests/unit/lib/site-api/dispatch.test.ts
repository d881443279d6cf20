import { NextRequest } from 'next/server'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { siteApiRoute } from '@/lib/site-api/dispatch'
import { siteCalls } from '@/lib/site-api/site-call'

const answer = z.unknown()
const route = siteApiRoute(
  siteCalls(
    { method: 'GET', path: '/items', summary: 'list', answer, errors: [], handler: async () => 'list' },
    { method: 'POST', path: '/items', summary: 'add', answer, errors: [], handler: async () => 'added' },
    { method: 'PUT', path: '/items/{id}', summary: 'put', answer, errors: [], handler: async (request) => request.nextUrl.pathname },
    { method: 'PUT', path: '/items/all', summary: 'put all', answer, errors: [], handler: async () => 'all' },
  ),
)

const json = { 'content-type': 'application/json' }
const call = async (method: keyof typeof route, path: string) => {
  const response = await route[method](
    new NextRequest(`http://localhost/api/v1${path}`, {
      method,
      headers: json,
      body: method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : '{}',
    }),
    {},
  )
  return { status: response.status, allow: response.headers.get('allow'), body: response.status === 204 ? null : await response.json() }
}

describe('siteApiRoute', () => {
  it('finds the call declared for the path and method', async () => {
    expect(await call('GET', '/items')).toMatchObject({ status: 200, body: { data: 'list' } })
    expect(await call('POST', '/items')).toMatchObject({ status: 200, body: { data: 'added' } })
  })

  it('matches a `{name}` segment, a literal path before it', async () => {
    expect((await call('PUT', '/items/WB-1')).body).toEqual({ data: '/api/v1/items/WB-1' })
    expect((await call('PUT', '/items/all')).body).toEqual({ data: 'all' })
    expect((await call('PUT', '/items/a/b')).status).toBe(404)
  })

  it('answers a declared path without the method 405 with every method it has in Allow', async () => {
    const refused = await call('DELETE', '/items')
    expect(refused).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, OPTIONS', body: { key: 'METHOD_NOT_ALLOWED' } })
    expect(await call('OPTIONS', '/items/7')).toEqual({ status: 204, allow: 'PUT, OPTIONS', body: null })
  })

  it('answers a path no call has 404 NOT_FOUND, for every method', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS', 'DELETE'] as const)
      expect(await call(method, '/item'), method).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
  })

  it('refuses a method declared twice for one path', () => {
    const twice = { method: 'GET', path: '/items', summary: 'list', answer, errors: [], handler: async () => 'list' } as const
    expect(() => siteApiRoute(siteCalls(twice, twice))).toThrow('GET /items is declared twice')
  })
})
