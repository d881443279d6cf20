import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMissingBlocks } from '../../seed/added-blocks'
import { paragraph, richText } from '../../seed/lexical'
import { quiet, testCms } from './test-cms'

let payload: Payload

const text = { blockType: 'richText', width: 'text', content: richText(paragraph('Seeded text.')) }
const typesByEdition = async (id: number) => {
  const page = await payload.findByID({ collection: 'pages', id, locale: 'all', depth: 0, draft: true })
  const blocks = page.blocks as unknown as Record<string, Array<{ blockType: string }>>
  return Object.fromEntries(Object.entries(blocks).map(([edition, list]) => [edition, list.map((block) => block.blockType)]))
}

beforeAll(async () => {
  payload = await testCms()
})

describe('seeding again a page seeded before it had its catalog blocks', () => {
  it('adds them where the page still holds only the seeded text, once, and leaves recomposed editions alone', async () => {
    const existing = await payload.find({ collection: 'pages', where: { routingKey: { equals: 'coordinators' } }, limit: 1 })
    if (existing.docs[0]) await payload.delete({ collection: 'pages', id: existing.docs[0].id, context: quiet })
    const write = { routingKey: 'coordinators', _status: 'published' }
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { ...write, title: 'Our coordinators', blocks: [text] } as never,
      context: quiet,
    })
    // An editor gave the Italian page an HTML block; the German one has no title (not in that edition).
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'it',
      data: { ...write, title: 'I nostri coordinatori', blocks: [text, { blockType: 'html', html: '<p>Ciao</p>' }] } as never,
      context: quiet,
    })

    const list = [{ blockType: 'coordinatorList', showFilter: true }]
    expect(await addMissingBlocks(payload, 'coordinators', list, ['en', 'it', 'de'], ['richText'])).toBe(1)
    expect(await typesByEdition(page.id)).toMatchObject({ en: ['richText', 'coordinatorList'], it: ['richText', 'html'] })
    expect((await typesByEdition(page.id)).de ?? []).toEqual([])
    // Once there, it is not added again.
    expect(await addMissingBlocks(payload, 'coordinators', list, ['en', 'it', 'de'], ['richText'])).toBe(0)

    // A pending draft is never published by the seed.
    await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Draft title' }, draft: true, context: quiet })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { title: 'Nos coordinateurs', blocks: [text] } as never,
      draft: true,
      context: quiet,
    })
    expect(await addMissingBlocks(payload, 'coordinators', list, ['fr'], ['richText'])).toBe(0)
  })
})
