import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { cmsRest } from '../support/cms-rest'
import { quiet, testCms, uniqueSlug } from './test-cms'

/** The field paths and messages a refused save gives. */
async function refusal(save: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  try {
    await save
  } catch (error) {
    const errors = (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors
    if (errors?.length) return errors
    throw error
  }
  throw new Error('the save was accepted')
}

const HOSTILE_CSS = 'h1 { color: red }</style><script>alert(1)</script>'

describe('content rules hold for drafts and autosaves as for publishing', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  const draft = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'pages',
      locale: 'it',
      draft: true,
      data: { _status: 'draft', title: 'Bozza', slug: uniqueSlug('bozza'), ...data } as never,
      context: quiet,
    })

  const stored = async (id: number): Promise<Page> =>
    (await payload.findByID({ collection: 'pages', id, locale: 'it', draft: true, depth: 0 })) as Page

  it('refuses page custom CSS that closes its style element, in a draft, with the field path', async () => {
    expect(await refusal(draft({ customCss: HOSTILE_CSS }))).toEqual([
      expect.objectContaining({ path: 'customCss', message: expect.stringMatching(/style/i) }),
    ])
    expect(await refusal(draft({ customCss: '} body { display: none' }))).toEqual([
      expect.objectContaining({ path: 'customCss', message: expect.stringMatching(/brace/i) }),
    ])
  })

  it('refuses block custom CSS in a draft, with the block field path', async () => {
    const errors = await refusal(
      draft({
        blocks: [
          { blockType: 'html', html: '<p>x</p>' },
          { blockType: 'html', html: '<p>y</p>', customCss: HOSTILE_CSS },
        ],
      }),
    )
    expect(errors).toEqual([expect.objectContaining({ path: 'blocks.1.customCss', message: expect.stringMatching(/style/i) })])
  })

  it('refuses bad custom CSS in a draft update and in an autosave; the stored draft keeps its last good CSS', async () => {
    const page = await draft({ customCss: 'h1 { color: teal }' })
    const update = (data: Record<string, unknown>, autosave = false) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'it',
        draft: true,
        autosave,
        data: { _status: 'draft', ...data } as never,
        context: quiet,
      })
    expect(await refusal(update({ customCss: HOSTILE_CSS }))).toEqual([expect.objectContaining({ path: 'customCss' })])
    expect(await refusal(update({ customCss: HOSTILE_CSS }, true))).toEqual([expect.objectContaining({ path: 'customCss' })])
    expect(await refusal(update({ blocks: [{ blockType: 'html', html: '<p>x</p>', customCss: '</STYLE >' }] }, true))).toEqual([
      expect.objectContaining({ path: 'blocks.0.customCss' }),
    ])
    expect((await stored(page.id)).customCss).toBe('h1 { color: teal }')
    await expect(update({ customCss: 'h2 { color: navy }' }, true)).resolves.toMatchObject({ customCss: 'h2 { color: navy }' })
  })

  it('refuses block CSS that reaches outside its block (issue vectors), in drafts, autosaves and through the REST API', async () => {
    const escaping = [':not(&){background:rgb(1,2,3)!important}', 'body:has(&){background:rgb(1,2,3)!important}', '& ~ *{color:red}']
    for (const customCss of escaping) {
      expect(await refusal(draft({ blocks: [{ blockType: 'html', html: '<p>x</p>', customCss }] })), customCss).toEqual([
        expect.objectContaining({ path: 'blocks.0.customCss', message: expect.stringMatching(/outside the block|neighbours/) }),
      ])
    }
    const page = await draft({ blocks: [{ blockType: 'html', html: '<p>x</p>', customCss: 'h2 { color: teal }' }] })
    const autosave = payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'it',
      draft: true,
      autosave: true,
      context: quiet,
      data: { _status: 'draft', blocks: [{ blockType: 'html', html: '<p>x</p>', customCss: escaping[0] }] } as never,
    })
    expect(await refusal(autosave)).toEqual([expect.objectContaining({ path: 'blocks.0.customCss' })])
    expect((await stored(page.id)).blocks?.[0]).toMatchObject({ customCss: 'h2 { color: teal }' })

    const email = `block-css-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'block-css-password-1', role: 'editor' }, context: quiet })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'block-css-password-1' } })
    const response = await cmsRest('POST', '/api/pages?locale=it&draft=true', {
      token,
      body: {
        _status: 'draft',
        title: 'Css',
        slug: uniqueSlug('css'),
        blocks: [{ blockType: 'html', html: '<p>x</p>', customCss: escaping[0] }],
      },
    })
    expect(response.status).toBe(400)
    const body = response.body as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
    expect(body.errors[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'blocks.0.customCss', message: expect.stringMatching(/"&" cannot stand inside :not\(\)/) }),
    ])
  })

  it('still refuses bad custom CSS when publishing, naming the field', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        locale: 'it',
        data: { _status: 'published', title: 'Pubblica', slug: uniqueSlug('pub'), customCss: HOSTILE_CSS } as never,
        context: quiet,
      }),
    ).rejects.toThrow(/custom css/i)
  })

  it('sanitizes HTML blocks in drafts and autosaves', async () => {
    const page = await draft({ blocks: [{ blockType: 'html', html: '<p onclick="steal()">Hi<script>alert(1)</script></p>' }] })
    expect(page.blocks?.[0]).toMatchObject({ html: '<p>Hi</p>' })
    const autosaved = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'it',
      draft: true,
      autosave: true,
      context: quiet,
      data: {
        _status: 'draft',
        blocks: [{ blockType: 'html', html: '<img src="x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">a</a>' }],
      } as never,
    })
    const html = (autosaved.blocks?.[0] as { html: string }).html
    expect(html).not.toMatch(/onerror|javascript/i)
    expect(((await stored(page.id)).blocks?.[0] as { html: string }).html).toBe(html)
  })
})

describe('block ids', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  const publish = (blocks: unknown[]) =>
    payload.create({
      collection: 'pages',
      locale: 'it',
      data: { _status: 'published', title: 'Blocchi', slug: uniqueSlug('blocchi'), blocks } as never,
      context: quiet,
    })

  it('refuses an id that could leave its CSS scope, with the block id path, in drafts too', async () => {
    for (const id of ['x"]{}body{display:none}/*', 'a\nb', 'a}b', ' ', 'x'.repeat(65)]) {
      const errors = await refusal(publish([{ id, blockType: 'html', html: '<p>x</p>', customCss: 'p { color: red }' }]))
      expect(errors, JSON.stringify(id)).toEqual([
        expect.objectContaining({ path: 'blocks.0.id', message: expect.stringMatching(/block id/i) }),
      ])
    }
    const errors = await refusal(
      payload.create({
        collection: 'pages',
        locale: 'it',
        draft: true,
        context: quiet,
        data: {
          _status: 'draft',
          title: 'Bozza',
          slug: uniqueSlug('bozza'),
          blocks: [
            { blockType: 'html', html: '<p>x</p>' },
            { id: 'a}b', blockType: 'html', html: '<p>y</p>' },
          ],
        } as never,
      }),
    )
    expect(errors).toEqual([expect.objectContaining({ path: 'blocks.1.id' })])
  })

  it('keeps well-formed ids, generates missing ones, and accepts the ids the admin generates when saved again', async () => {
    const page = await publish([
      { id: 'intro_block-1', blockType: 'html', html: '<p>x</p>' },
      { blockType: 'html', html: '<p>y</p>' },
    ])
    expect(page.blocks?.[0]?.id).toBe('intro_block-1')
    expect(page.blocks?.[1]?.id).toMatch(/^[0-9a-f]{24}$/)
    const resaved = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'it',
      data: { blocks: page.blocks } as never,
      context: quiet,
    })
    expect(resaved.blocks?.map((block) => block.id)).toEqual(page.blocks?.map((block) => block.id))
  })

  it('replaces a malformed id a page already had (saved before the rule), so editors can still save it', async () => {
    const page = await publish([{ blockType: 'html', html: '<p>x</p>', customCss: 'p { color: red }' }])
    const legacy = 'old}id'
    const drizzle = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle
    await drizzle.execute(sql`update pages_blocks_html set id = ${legacy} where _parent_id = ${page.id}`)
    await drizzle.execute(sql`update _pages_v_blocks_html set _uuid = ${legacy} where _uuid = ${page.blocks![0]!.id}`)
    const stored = await payload.findByID({ collection: 'pages', id: page.id, locale: 'it', draft: true, depth: 0 })
    expect(stored.blocks?.[0]?.id).toBe(legacy)
    const saved = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'it',
      draft: true,
      data: { _status: 'draft', title: 'Blocchi 2', blocks: stored.blocks } as never,
      context: quiet,
    })
    expect(saved.blocks?.[0]?.id).toMatch(/^[0-9a-f]{24}$/)
    expect(saved.blocks?.[0]).toMatchObject({ customCss: 'p { color: red }' })
  })

  it('answers 400 with the field error through the REST API', async () => {
    const email = `block-ids-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'block-ids-password-1', role: 'editor' }, context: quiet })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'block-ids-password-1' } })
    const response = await cmsRest('POST', '/api/pages?locale=it&draft=true', {
      token,
      body: {
        _status: 'draft',
        title: 'Rest',
        slug: uniqueSlug('rest'),
        blocks: [{ id: 'x\n}body{color:red', blockType: 'html', html: '<p>x</p>' }],
      },
    })
    expect(response.status).toBe(400)
    const body = response.body as { errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }
    expect(body.errors[0]?.data?.errors).toEqual([expect.objectContaining({ path: 'blocks.0.id' })])
  })
})

describe('slugs', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  const HOSTILE_SLUGS = [
    '<script>alert(1)</script>',
    '../../admin',
    '_next',
    'api',
    'admin/users',
    'login',
    'estate\u202Eevil',
    'x'.repeat(301),
  ]

  const draftWithSlug = (slug: string) =>
    payload.create({
      collection: 'pages',
      locale: 'it',
      draft: true,
      context: quiet,
      data: { _status: 'draft', title: 'Bozza', slug } as never,
    })

  it('are refused in drafts as when publishing, with the field path and the reason', async () => {
    for (const slug of HOSTILE_SLUGS) {
      expect(await refusal(draftWithSlug(slug)), JSON.stringify(slug)).toEqual([
        expect.objectContaining({ path: 'slug', message: expect.stringMatching(/slug|lowercase/i) }),
      ])
    }
    expect(await refusal(draftWithSlug('viaggi'))).toEqual([
      expect.objectContaining({ path: 'slug', message: expect.stringMatching(/route/) }),
    ])
  })

  it('are refused in autosaves, which still save a valid slug and content', async () => {
    const page = await draftWithSlug(uniqueSlug('bozza'))
    const autosave = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'it',
        draft: true,
        autosave: true,
        context: quiet,
        data: { _status: 'draft', ...data } as never,
      })
    expect(await refusal(autosave({ slug: '../../admin' }))).toEqual([expect.objectContaining({ path: 'slug' })])
    const slug = uniqueSlug('bozza-nuova')
    await expect(autosave({ slug, title: 'Bozza nuova' })).resolves.toMatchObject({ slug, title: 'Bozza nuova' })
  })

  it('answer 400 through the REST API for a draft', async () => {
    const email = `slugs-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: 'slugs-password-1', role: 'editor' }, context: quiet })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'slugs-password-1' } })
    const response = await cmsRest('POST', '/api/pages?locale=it&draft=true', {
      token,
      body: { _status: 'draft', title: 'Rest', slug: 'api' },
    })
    expect(response.status).toBe(400)
    const body = response.body as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
    expect(body.errors[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'slug', message: expect.stringMatching(/address of the site/) }),
    ])
  })
})
