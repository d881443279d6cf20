import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FaqBlock } from '@/payload-types'
import { FAQ_COPY, faqPage } from '../../seed/content/faq'
import type { SeedLanguage } from '../../seed/content/types'
import { quiet, testCms, uniqueSlug } from './test-cms'

// Editions named like their language: the FAQ copy of each language goes through the CMS's validation there.
const LANGUAGES: SeedLanguage[] = ['it', 'en', 'es', 'fr', 'de']

describe('the seeded FAQ page', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  it.each(LANGUAGES)('%s: is saved by the CMS with every category and question', async (language) => {
    const content = faqPage(language)
    const page = await payload.create({
      collection: 'pages',
      locale: language,
      data: { ...content, slug: uniqueSlug(`faq-${language}`), _status: 'published' } as never,
      context: quiet,
    })
    const saved = await payload.findByID({ collection: 'pages', id: page.id, locale: language, depth: 0 })
    const faq = saved.blocks?.find((block): block is FaqBlock => block.blockType === 'faq')
    const categories = Object.values(FAQ_COPY[language].categories)
    expect(faq?.categories?.map((category) => category.name)).toEqual(categories.map((category) => category.name))
    expect(faq?.categories?.map((category) => category.items?.length)).toEqual(categories.map((category) => category.items.length))
    await payload.delete({ collection: 'pages', id: page.id, context: quiet })
  })
})
