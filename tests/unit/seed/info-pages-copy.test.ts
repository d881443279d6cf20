import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EDITIONS, type EditionCode } from '@/editions/editions'
import type { LocalizedContent } from '../../../seed/pages'
import type { SeedLanguage } from '../../../seed/content/types'

const PAGES = ['contacts', 'how-it-works', 'age-groups', 'no-sharing-room', 'coordinators', 'our-values'] as const
const LANGUAGES: SeedLanguage[] = ['it', 'en', 'es', 'fr', 'de']
/** Not the default brand, so a name written literally instead of `BRAND_NAME` shows. */
const BRAND = 'Zephyro Trips'

type Node = { type?: string; tag?: string; text?: string; url?: string; fields?: { url?: string }; children?: Node[] }

function nodes(content: LocalizedContent): Node[] {
  const all: Node[] = []
  const walk = (node: Node) => {
    all.push(node)
    node.children?.forEach(walk)
  }
  for (const block of content.blocks as Array<{ content?: { root: Node } }>) if (block.content) walk(block.content.root)
  return all
}
const textOf = (content: LocalizedContent) =>
  nodes(content)
    .filter((node) => node.type === 'text')
    .map((node) => node.text)
    .join(' ')
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
const sectionCount = (content: LocalizedContent) => nodes(content).filter((node) => node.type === 'heading' && node.tag === 'h3').length
const linkUrls = (content: LocalizedContent) =>
  nodes(content).flatMap((node) => (node.type === 'link' && node.fields?.url ? [node.fields.url] : []))

let fixedPageContent: typeof import('../../../seed/content/fixed-page-content').fixedPageContent
let LINES: typeof import('../../../seed/content/contacts').LINES

beforeAll(async () => {
  vi.stubEnv('NEXT_PUBLIC_BRAND_NAME', BRAND)
  vi.resetModules()
  ;({ fixedPageContent } = await import('../../../seed/content/fixed-page-content'))
  ;({ LINES } = await import('../../../seed/content/contacts'))
  return () => vi.unstubAllEnvs()
})

/** The edition each language's copy is checked in (its own, `en` for English). */
const editionOf = (language: SeedLanguage) => language as EditionCode

describe('info pages copy', () => {
  it.each(PAGES)('%s: every language has 250–500 words and the same number of sections (at least 4)', (page) => {
    const counts = LANGUAGES.map((language) => {
      const content = fixedPageContent(page, language, editionOf(language))
      const words = wordCount(textOf(content))
      expect(words, `${page} ${language}`).toBeGreaterThanOrEqual(250)
      expect(words, `${page} ${language}`).toBeLessThanOrEqual(500)
      return sectionCount(content)
    })
    expect(counts[0]).toBeGreaterThanOrEqual(4)
    expect(new Set(counts).size, `sections per language: ${counts.join(', ')}`).toBe(1)
  })

  it.each(PAGES)('%s: names the brand through BRAND_NAME, never literally', (page) => {
    for (const language of LANGUAGES) {
      const content = fixedPageContent(page, language, editionOf(language))
      const text = `${content.title} ${textOf(content)}`
      expect(text).not.toMatch(/wayfarer/i)
      expect(text, `${page} ${language}`).toContain(BRAND)
    }
  })

  it.each(Object.values(EDITIONS).map((edition) => edition.code))(
    'the contacts page of the %s edition shows its own phone and WhatsApp',
    (code) => {
      const content = fixedPageContent('contacts', EDITIONS[code].language, code)
      const line = LINES[code]
      const digits = textOf(content).replace(/[\s+]/g, '')
      expect(digits).toContain(line.phone)
      expect(textOf(content)).toContain(line.hours)
      expect(linkUrls(content)).toEqual(expect.arrayContaining([`tel:+${line.phone}`, `https://wa.me/${line.whatsapp}`]))
      const mailboxes = linkUrls(content).filter((url) => url.startsWith('mailto:'))
      expect(mailboxes, 'hello, bookings and privacy addresses').toHaveLength(3)
      const others = Object.entries(LINES).filter(([edition, other]) => edition !== code && other.phone !== line.phone)
      for (const [, other] of others) expect(linkUrls(content)).not.toContain(`tel:+${other.phone}`)
    },
  )

  it('gives every other fixed route its page too', async () => {
    const { FIXED_ROUTE_NAMES } = await import('@/editions/route-names')
    for (const route of FIXED_ROUTE_NAMES) {
      if (route === 'index') continue
      expect(fixedPageContent(route, 'it', 'it').title, route).toBeTruthy()
    }
  })
})
