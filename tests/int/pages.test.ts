import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { queryPage } from '@/runtime/find-page'
import { paragraphText } from '../support/lexical'
import { quiet, testCms, uniqueSlug } from './test-cms'

describe('pages', () => {
  let payload: Payload
  let editor: User

  beforeAll(async () => {
    payload = await testCms()
    editor = await payload.create({
      collection: 'users',
      data: { email: `pages-editor-${Date.now()}@example.com`, password: 'pages-password-1', role: 'editor' },
      context: quiet,
    })
  })

  const publish = (data: Record<string, unknown>, locale: 'it' | 'en' = 'it') =>
    payload.create({ collection: 'pages', locale, data: { _status: 'published', ...data } as never, context: quiet })

  it('creates, reads, updates and deletes a page with blocks', async () => {
    const slug = uniqueSlug('crud')
    const page = await publish({ title: 'Crud', slug, blocks: [{ blockType: 'richText', content: paragraphText('Hello') }] })
    expect(page.blocks?.[0]?.blockType).toBe('richText')
    const updated = await payload.update({ collection: 'pages', id: page.id, locale: 'it', data: { title: 'Crud 2' }, context: quiet })
    expect(updated.title).toBe('Crud 2')
    await payload.delete({ collection: 'pages', id: page.id, context: quiet })
    await expect(payload.findByID({ collection: 'pages', id: page.id })).rejects.toThrow()
  })

  it('keeps a slug, a title and a block list per edition', async () => {
    const itSlug = uniqueSlug('viaggio-di-gruppo')
    const enSlug = uniqueSlug('group-trip')
    const page = await publish({ title: 'Viaggio di gruppo', slug: itSlug, blocks: [{ blockType: 'html', html: '<p>Ciao</p>' }] })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Group trip', slug: enSlug, _status: 'published' },
      context: quiet,
    })
    expect((await queryPage('it', { slug: itSlug }))?.title).toBe('Viaggio di gruppo')
    expect((await queryPage('en', { slug: enSlug }))?.title).toBe('Group trip')
    expect(await queryPage('en', { slug: itSlug })).toBeNull()
    // No fallback between editions: the English page has its own (empty) block list.
    expect((await queryPage('en', { slug: enSlug }))?.blocks ?? []).toHaveLength(0)
    // An edition where the page has no title does not have the page.
    expect(await queryPage('de', { slug: itSlug })).toBeNull()
  })

  it('finds nested slugs', async () => {
    const slug = `${uniqueSlug('guide')}/packing/list`
    await publish({ title: 'Packing list', slug })
    expect((await queryPage('it', { slug }))?.title).toBe('Packing list')
  })

  it('fills the slug from the title when it is left empty', async () => {
    const page = await publish({ title: `Città d'Arte ${Date.now()}` })
    expect(page.slug).toMatch(/^citta-d-arte-\d+$/)
  })

  it('refuses a slug used by another page of the same edition, but not of another edition', async () => {
    const slug = uniqueSlug('taken')
    await publish({ title: 'First', slug })
    await expect(publish({ title: 'Second', slug })).rejects.toThrow(/slug/i)
    await expect(publish({ title: 'Other edition', slug }, 'en')).resolves.toMatchObject({ slug })
  })

  it('refuses malformed slugs and unbalanced custom CSS with clear messages', async () => {
    await expect(publish({ title: 'Bad', slug: '../etc/passwd' })).rejects.toThrow(/slug/i)
    await expect(publish({ title: 'Bad', slug: 'Upper Case' })).rejects.toThrow(/slug/i)
    await expect(publish({ title: 'Bad', slug: uniqueSlug('css'), customCss: 'h1 { color: red' })).rejects.toThrow(/custom ?css/i)
    await expect(
      publish({
        title: 'Bad',
        slug: uniqueSlug('css'),
        blocks: [{ blockType: 'html', html: '<p>x</p>', customCss: '} body { display: none' }],
      }),
    ).rejects.toThrow(/custom ?css/i)
  })

  it('requires a title in an edition only where the page has content there', async () => {
    await expect(publish({ slug: uniqueSlug('untitled') })).rejects.toThrow(/title/i)
    await expect(publish({ blocks: [{ blockType: 'html', html: '<p>x</p>' }], routingKey: 'faqs' })).rejects.toThrow(/title/i)
    const page = await publish({ title: 'Only Italian', slug: uniqueSlug('solo') })
    // Saving in another edition without content there is fine: the page is just not in it.
    await expect(
      payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { noindex: true }, context: quiet }),
    ).resolves.toMatchObject({ noindex: true })
  })

  it('sanitizes html blocks when saving', async () => {
    const page = await publish({
      title: 'Html',
      slug: uniqueSlug('html'),
      blocks: [
        {
          blockType: 'html',
          html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
        },
      ],
    })
    const html = (page.blocks?.[0] as { html: string }).html
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(html).toContain('Hi')
  })

  it('allows one page per routing key', async () => {
    await publish({ title: 'Contacts', routingKey: 'contacts' })
    await expect(publish({ title: 'Contacts again', routingKey: 'contacts' })).rejects.toThrow(/routing/i)
  })

  it('shows anonymous readers published pages only, and editors drafts too', async () => {
    const slug = uniqueSlug('draft-only')
    const draft = await payload.create({
      collection: 'pages',
      locale: 'it',
      data: { title: 'Secret draft', slug, _status: 'draft' },
      draft: true,
      context: quiet,
    })
    const anonymous = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, overrideAccess: false, locale: 'it' })
    expect(anonymous.docs).toHaveLength(0)
    const asEditor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      overrideAccess: false,
      user: editor,
      draft: true,
      locale: 'it',
    })
    expect(asEditor.docs.map((doc) => doc.id)).toEqual([draft.id])
    expect(await queryPage('it', { slug })).toBeNull()
    expect((await queryPage('it', { slug }, true))?.title).toBe('Secret draft')
  })

  it('keeps serving the published version while a newer draft is saved', async () => {
    const slug = uniqueSlug('versioned')
    const page = await publish({ title: 'Live title', slug })
    await payload.update({ collection: 'pages', id: page.id, locale: 'it', data: { title: 'Draft title' }, draft: true, context: quiet })
    expect((await queryPage('it', { slug }))?.title).toBe('Live title')
    expect((await queryPage('it', { slug }, true))?.title).toBe('Draft title')
  })

  it('does not let anonymous visitors write pages', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        locale: 'it',
        data: { title: 'Nope', slug: uniqueSlug('nope') } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
