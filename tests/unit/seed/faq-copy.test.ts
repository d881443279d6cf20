import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EDITIONS } from '@/editions/editions'
import type { Localized } from '../../../seed/content/types'
import { FAQ_CATEGORIES, type FaqCopy } from '../../../seed/content/faq/types'

// A brand name the copy cannot contain by accident: the copy is loaded after it is set.
const TEST_BRAND = 'Zephyrine Trips'
const LANGUAGES = [...new Set(Object.values(EDITIONS).map((edition) => edition.language))]

let FAQ_COPY: Localized<FaqCopy>
let fixedPageContent: typeof import('../../../seed/content/fixed-page-content').fixedPageContent

beforeAll(async () => {
  vi.stubEnv('NEXT_PUBLIC_BRAND_NAME', TEST_BRAND)
  vi.resetModules()
  ;({ FAQ_COPY } = await import('../../../seed/content/faq'))
  ;({ fixedPageContent } = await import('../../../seed/content/fixed-page-content'))
})

afterAll(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const strings = (copy: FaqCopy) => [
  copy.title,
  copy.lead,
  ...Object.values(copy.categories).flatMap((category) => [category.name, ...category.items.flat()]),
]

/** The text of a Lexical editor state, paragraphs joined by a space. */
function lexicalText(node: unknown): string {
  const { text, children, root } = node as { text?: string; children?: unknown[]; root?: unknown }
  if (root) return lexicalText(root)
  if (typeof text === 'string') return text
  return (children ?? []).map(lexicalText).join(' ')
}

describe('FAQ page copy', () => {
  it('exists in every language an edition is written in', () => {
    expect(Object.keys(FAQ_COPY).sort()).toEqual([...LANGUAGES].sort())
  })

  it.each(LANGUAGES)('%s: has at least 20 questions in the six categories, none empty, none repeated', (language) => {
    const copy = FAQ_COPY[language]
    expect(copy.title.trim()).not.toBe('')
    expect(copy.lead.trim()).not.toBe('')
    expect(Object.keys(copy.categories)).toEqual([...FAQ_CATEGORIES])
    const items = Object.values(copy.categories).flatMap((category) => {
      expect(category.name.trim()).not.toBe('')
      expect(category.items.length).toBeGreaterThan(0)
      return category.items
    })
    expect(items.length).toBeGreaterThanOrEqual(20)
    for (const [question, answer] of items) {
      expect(question.trim(), answer).not.toBe('')
      expect(answer.trim(), question).not.toBe('')
    }
    const questions = items.map(([question]) => question.trim().toLowerCase())
    expect(new Set(questions).size).toBe(questions.length)
  })

  it('asks as many questions per category in every language (the same facts everywhere)', () => {
    const counts = (copy: FaqCopy) => FAQ_CATEGORIES.map((category) => copy.categories[category].items.length)
    for (const language of LANGUAGES) expect(counts(FAQ_COPY[language]), language).toEqual(counts(FAQ_COPY.it))
  })

  it.each(LANGUAGES)('%s: names the brand only through BRAND_NAME', (language) => {
    const all = strings(FAQ_COPY[language])
    expect(all.filter((text) => /wayfarer/i.test(text))).toEqual([])
    expect(all.some((text) => text.includes(TEST_BRAND))).toBe(true)
  })
})

describe('FAQ page content', () => {
  it.each(LANGUAGES)('%s: is the title and lead as rich text, then the questions by category in the FAQ block', (language) => {
    const copy = FAQ_COPY[language]
    const page = fixedPageContent('faqs', language)
    expect(page.title).toBe(copy.title)
    const [text, faq, ...rest] = page.blocks as Array<Record<string, unknown>>
    expect(rest).toEqual([])
    expect(text).toMatchObject({ blockType: 'richText' })
    expect(lexicalText(text!.content)).toBe(`${copy.title} ${copy.lead}`)
    expect(faq).toMatchObject({ blockType: 'faq', source: 'page' })
    const categories = faq!.categories as Array<{ name: string; items: Array<{ question: string; answer: unknown }> }>
    expect(categories.map((category) => category.name)).toEqual(FAQ_CATEGORIES.map((category) => copy.categories[category].name))
    const written = Object.values(copy.categories).flatMap((category) => category.items)
    const shown = categories.flatMap((category) => category.items.map((item) => [item.question, lexicalText(item.answer)]))
    expect(shown).toEqual(written)
  })
})
