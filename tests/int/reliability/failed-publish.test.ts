import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { probeDatabase } from '@/lib/database/probe'
import { paragraphText } from '../../support/lexical'
import { restClient, type RestClient } from '../../support/torture/rest-client'
import { quiet, testCms, uniqueSlug } from '../test-cms'

/**
 * An editor's publish is validated inside the save's transaction. A refusal there once froze the
 * embedded database for good: the validation read through a second pooled connection that never
 * came free. The refusal must answer 400 and leave the database serving.
 */
describe('a publish refused inside its transaction', () => {
  let payload: Payload
  let rest: RestClient

  beforeAll(async () => {
    payload = await testCms()
    const credentials = { email: `failed-publish-${Date.now()}@example.com`, password: 'failed-publish-1' }
    await payload.create({ collection: 'users', data: { ...credentials, role: 'admin' }, context: quiet })
    rest = await restClient(credentials)
  })

  it('answers 400, keeps the draft as it was, and the database keeps answering', async () => {
    const slug = uniqueSlug('draft')
    const created = await rest.expect(201, 'POST', '/pages?locale=en&draft=true', { title: 'Draft', slug, _status: 'draft' })
    const id = (created as { doc: { id: number } }).doc.id

    const refusal = await rest.expect(400, 'PATCH', `/pages/${id}?locale=en`, {
      _status: 'published',
      blocks: [{ blockType: 'richText', content: paragraphText('Body'), customCss: 'p { color: red' }],
    })
    expect(JSON.stringify(refusal)).toMatch(/invalid/i)

    expect(await probeDatabase(() => Promise.resolve(payload))).toMatchObject({ status: 'up' })
    const draft = await payload.findByID({ collection: 'pages', id, draft: true, locale: 'en' })
    expect(draft).toMatchObject({ title: 'Draft', _status: 'draft' })
    expect(draft.blocks ?? []).toHaveLength(0)
    await rest.expect(201, 'POST', '/pages?locale=en', { title: 'After', slug: uniqueSlug('after'), _status: 'published' })
  })
})
