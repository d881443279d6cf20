import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { cmsRest } from '../support/cms-rest'
import { quiet, testCms } from './test-cms'

const GLOBALS = ['header', 'footer', 'contacts'] as const
type LayoutGlobal = (typeof GLOBALS)[number]

/** A localized text of each global, to tell a published version from a draft. */
const marker: Record<LayoutGlobal, { write: (text: string) => object; read: (doc: Record<string, unknown>) => unknown }> = {
  header: {
    write: (text) => ({ menu: [{ label: text, type: 'link', link: { kind: 'url', url: '/it' } }] }),
    read: (doc) => (doc.menu as Array<{ label: string }> | undefined)?.[0]?.label,
  },
  footer: {
    write: (text) => ({ paymentMessage: text }),
    read: (doc) => doc.paymentMessage,
  },
  contacts: {
    write: (text) => ({
      blocks: [{ title: text, callToActionList: [{ label: 'Chiama', icon: 'chat', link: { kind: 'url', url: 'tel:+39123' } }] }],
    }),
    read: (doc) => (doc.blocks as Array<{ title: string }> | undefined)?.[0]?.title,
  },
}

async function restGet(path: string, token?: string) {
  const { status, body } = await cmsRest('GET', path, { token })
  return { status, body: body as Record<string, unknown> }
}

describe('drafts of the header, footer and contacts globals stay private', () => {
  let payload: Payload
  let editor: User
  let token: string

  beforeAll(async () => {
    payload = await testCms()
    const email = `globals-editor-${Date.now()}@example.com`
    editor = await payload.create({ collection: 'users', data: { email, password: 'globals-password-1', role: 'editor' }, context: quiet })
    token = (await payload.login({ collection: 'users', data: { email, password: 'globals-password-1' } })).token!
    for (const slug of GLOBALS) {
      await payload.updateGlobal({
        slug,
        locale: 'it',
        data: { ...marker[slug].write(`${slug} published`), _status: 'published' } as never,
        context: quiet,
      })
      await payload.updateGlobal({
        slug,
        locale: 'it',
        draft: true,
        data: { ...marker[slug].write(`${slug} draft`), _status: 'draft' } as never,
        context: quiet,
      })
    }
  })

  it.each(GLOBALS)('%s: an anonymous Local API read with draft=true gets the published version', async (slug) => {
    const doc = await payload.findGlobal({ slug, locale: 'it', draft: true, overrideAccess: false, depth: 0 })
    expect(marker[slug].read(doc as never)).toBe(`${slug} published`)
    expect(doc._status).toBe('published')
  })

  it.each(GLOBALS)('%s: an anonymous REST read with draft=true gets the published version', async (slug) => {
    const { status, body } = await restGet(`/api/globals/${slug}?locale=it&draft=true&depth=0`)
    expect(status).toBe(200)
    expect(marker[slug].read(body)).toBe(`${slug} published`)
  })

  it.each(GLOBALS)('%s: anonymous visitors cannot list versions', async (slug) => {
    expect((await restGet(`/api/globals/${slug}/versions?locale=it`)).status).toBe(403)
  })

  it.each(GLOBALS)('%s: an editor reads the draft', async (slug) => {
    const local = await payload.findGlobal({ slug, locale: 'it', draft: true, overrideAccess: false, user: editor, depth: 0 })
    expect(marker[slug].read(local as never)).toBe(`${slug} draft`)
    const rest = await restGet(`/api/globals/${slug}?locale=it&draft=true&depth=0`, token)
    expect(marker[slug].read(rest.body)).toBe(`${slug} draft`)
  })

  it('an unpublished global reads as empty for anonymous visitors, even with draft=true', async () => {
    await payload.updateGlobal({ slug: 'footer', locale: 'it', data: { _status: 'draft' } as never, context: quiet })
    const doc = await payload.findGlobal({ slug: 'footer', locale: 'it', draft: true, overrideAccess: false, depth: 0 })
    expect(doc.paymentMessage ?? null).toBeNull()
    const { body } = await restGet('/api/globals/footer?locale=it&draft=true&depth=0')
    expect(body.paymentMessage ?? null).toBeNull()
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'it',
      data: { paymentMessage: 'footer published', _status: 'published' } as never,
      context: quiet,
    })
  })
})
