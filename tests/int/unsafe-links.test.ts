import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiHandler } from '@/lib/http/api-handler'
import { showCustomPage } from '@/runtime/custom-page-api'
import { queryPage } from '@/runtime/find-page'
import { cmsRest, type RestAnswer } from '../support/cms-rest'
import { HOSTILE_LINKS } from '../support/hostile-links'
import { linkedText } from '../support/lexical'
import { quiet, testCms, uniqueSlug } from './test-cms'

let payload: Payload
let token: string

/** The field paths and messages of a refused REST save. */
const fieldErrors = (answer: RestAnswer) =>
  (answer.body as { errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }).errors?.[0]?.data?.errors

const savePage = (blocks: unknown[], { draft = true } = {}) =>
  cmsRest('POST', `/api/pages?locale=en${draft ? '&draft=true' : ''}`, {
    token,
    body: { _status: draft ? 'draft' : 'published', title: 'Links', slug: uniqueSlug('links'), blocks },
  })

/** The custom pages call as the server mounts it, with the uncached lookup. */
const showPage = apiHandler((request: NextRequest) => showCustomPage(request, (edition, key) => queryPage(edition, key)))

beforeAll(async () => {
  payload = await testCms()
  const email = `links-editor-${Date.now()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: 'links-password-1', role: 'editor' }, context: quiet })
  token = (await payload.login({ collection: 'users', data: { email, password: 'links-password-1' } })).token!
})

describe('unsafe link addresses are refused on every save', () => {
  it('in rich text: each of the 31 hostile links, in a draft, with the field path (400)', async () => {
    for (const url of HOSTILE_LINKS) {
      const answer = await savePage([{ blockType: 'richText', content: linkedText('Click', url) }])
      expect(answer.status, JSON.stringify(url)).toBe(400)
      expect(fieldErrors(answer), JSON.stringify(url)).toEqual([
        expect.objectContaining({ path: 'blocks.0.content', message: expect.stringMatching(/is not allowed/) }),
      ])
    }
    expect((await savePage([{ blockType: 'richText', content: linkedText('Click', HOSTILE_LINKS[0]!) }], { draft: false })).status).toBe(
      400,
    )
  })

  it('in rich text autosaves, while an autosave of safe links goes through', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      draft: true,
      context: quiet,
      data: { _status: 'draft', title: 'Autosave', slug: uniqueSlug('autosave') } as never,
    })
    const autosave = (url: string) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'en',
        draft: true,
        autosave: true,
        context: quiet,
        data: { _status: 'draft', blocks: [{ blockType: 'richText', content: linkedText('Click', url) }] } as never,
      })
    await expect(autosave('jav&#x61;script:alert(1)')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'blocks.0.content', message: expect.stringMatching(/not allowed/) })] },
    })
    await expect(autosave('https://example.com/ok')).resolves.toMatchObject({
      blocks: [expect.objectContaining({ blockType: 'richText' })],
    })
  })

  it('in link fields and block addresses, in drafts of pages and of the header', async () => {
    const hero = await savePage([{ blockType: 'hero', title: 'Hero', callToAction: { label: 'Go', url: 'javascript:alert(1)' } }])
    expect(hero.status).toBe(400)
    expect(fieldErrors(hero)).toEqual([expect.objectContaining({ path: 'blocks.0.callToAction.url' })])
    const header = await cmsRest('POST', '/api/globals/header?locale=it&draft=true', {
      token,
      body: {
        _status: 'draft',
        menu: [{ label: 'Menu', type: 'link', link: { kind: 'url', url: 'data:text/html,<script>alert(1)</script>' } }],
      },
    })
    expect(header.status).toBe(400)
    expect(fieldErrors(header)).toEqual([expect.objectContaining({ path: 'menu.0.link.url' })])
  })
})

describe('a hostile link stored before the rule', () => {
  it('reaches no API client: /api/pages and /api/v1/custompages/show read its text without the link', async () => {
    const slug = uniqueSlug('legacy-links')
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      context: quiet,
      data: {
        _status: 'published',
        title: 'Legacy',
        slug,
        blocks: [{ blockType: 'richText', content: linkedText('Old link', 'https://example.com') }],
      } as never,
    })
    const hostile = JSON.stringify(linkedText('Old link', 'jav&#x61;script:alert(1)'))
    const drizzle = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle
    await drizzle.execute(sql`update pages_blocks_rich_text set content = ${hostile}::jsonb where _parent_id = ${page.id}`)

    const rest = await cmsRest('GET', `/api/pages/${page.id}?locale=en`)
    expect(rest.status).toBe(200)
    expect(JSON.stringify(rest.body)).toContain('Old link')
    expect(JSON.stringify(rest.body)).not.toMatch(/script:/)

    const response = await showPage(new NextRequest(`http://localhost/api/v1/custompages/show?slug=${slug}&edition=en`), {})
    const body = JSON.stringify(await response.json())
    expect(response.status).toBe(200)
    expect(body).toContain('Old link')
    expect(body).not.toMatch(/script:/)
  })
})
