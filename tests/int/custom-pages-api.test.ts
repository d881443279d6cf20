import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiHandler } from '@/lib/http/api-handler'
import { showCustomPage } from '@/runtime/custom-page-api'
import { queryPage } from '@/runtime/find-page'
import { paragraphText } from '../support/lexical'
import { quiet, testCms, uniqueSlug } from './test-cms'

/** The route as the server mounts it, with the uncached lookup (there is no Next cache here). */
const handler = apiHandler((request: NextRequest) => showCustomPage(request, (edition, key) => queryPage(edition, key)))

async function call(query: string) {
  const response = await handler(new NextRequest(`http://localhost/api/v1/custompages/show?${query}`), {})
  return { status: response.status, body: await response.json() }
}

describe('GET /api/v1/custompages/show', () => {
  let payload: Payload
  let slug: string

  beforeAll(async () => {
    payload = await testCms()
    slug = `${uniqueSlug('api')}/nested`
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: {
        title: 'Api page',
        slug,
        hideLayout: true,
        customCss: 'h1 { color: teal }',
        _status: 'published',
        blocks: [{ blockType: 'richText', content: paragraphText('Body'), customCss: 'p { margin: 0 }' }],
      } as never,
      context: quiet,
    })
    await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Search', routingKey: 'search', _status: 'published' } as never,
      context: quiet,
    })
  })

  it('answers a page by slug with its attributes and blocks', async () => {
    const { status, body } = await call(`slug=${encodeURIComponent(slug)}&edition=en`)
    expect(status).toBe(200)
    expect(body.data.response).toBe('success')
    expect(body.data.data.attributes).toMatchObject({ title: 'Api page', slug, hideLayout: true, customCss: 'h1 { color: teal }' })
    expect(body.data.data.customPage.type).toBe('page')
    expect(body.data.data.customPage.blocks[0]).toMatchObject({ blockType: 'richText', content: { customCss: 'p { margin: 0 }' } })
    expect(body.data.data.customPage.blocks[0].id).toEqual(expect.any(String))
  })

  it('answers a page by routing key', async () => {
    const { status, body } = await call('routingKey=search&edition=en')
    expect(status).toBe(200)
    expect(body.data.data.customPage.type).toBe('search')
  })

  it('is 404 NOT_FOUND for an unknown page or another edition', async () => {
    expect(await call('slug=no-such-page&edition=en')).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
    expect(await call(`slug=${encodeURIComponent(slug)}&edition=it`)).toMatchObject({ status: 404, body: { key: 'NOT_FOUND' } })
  })

  it('is 400 VALIDATION_ERROR without routingKey and slug, or with bad values', async () => {
    const missing = await call('edition=en')
    expect(missing).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(missing.body.extra.issues[0].path).toBe('routingKey')
    expect(await call('routingKey=not-a-route')).toMatchObject({ status: 400, body: { key: 'VALIDATION_ERROR' } })
    expect(await call('slug=x&edition=zz')).toMatchObject({
      status: 400,
      body: { key: 'VALIDATION_ERROR', extra: { issues: [{ path: 'edition' }] } },
    })
  })

  it('is 404, never 500, for hostile slugs', async () => {
    for (const bad of ['..', '../etc/passwd', 'a%2Fb', 'a/../b', 'x'.repeat(301), '%00', '<script>']) {
      const { status } = await call(`slug=${encodeURIComponent(bad)}`)
      expect(status, bad).toBe(404)
    }
  })
})
