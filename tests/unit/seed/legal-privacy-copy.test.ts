import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BRAND_SLUG } from '@/lib/brand'
import { fixedPageContent } from '../../../seed/content/fixed-page-content'
import { cancellationFee } from '../../../seed/content/legal/cancellation/scale'
import type { SeedLanguage } from '../../../seed/content/types'

type Node = { type?: string; tag?: string; text?: string; children?: Node[] }

const LANGUAGES: SeedLanguage[] = ['it', 'en', 'es', 'fr', 'de']
const ROUTES = ['legal-privacy-policy', 'legal-cancellation-policy'] as const
const DATES: Record<SeedLanguage, string> = {
  it: '2 novembre 2026',
  en: '2 November 2026',
  es: '2 de noviembre de 2026',
  fr: '2 novembre 2026',
  de: '2. November 2026',
}
const BOOKINGS: Record<SeedLanguage, string> = { it: 'prenotazioni', en: 'bookings', es: 'reservas', fr: 'reservations', de: 'buchungen' }

/** The page's rich text as top-level nodes (title, date, lead, then a heading before each section). */
function pageNodes(route: (typeof ROUTES)[number], language: SeedLanguage): Node[] {
  const blocks = fixedPageContent(route, language).blocks as Array<{ blockType: string; content: { root: Node } }>
  expect(blocks.map((block) => block.blockType)).toEqual(['richText'])
  return blocks[0]?.content.root.children ?? []
}

const textOf = (nodes: Node[]): string =>
  nodes
    .map((node) => node.text ?? textOf(node.children ?? []))
    .join(' ')
    .replace(/\s+/g, ' ')

const sectionHeadings = (nodes: Node[]) => nodes.filter((node) => node.type === 'heading' && node.tag === 'h3')
const words = (text: string) => text.split(' ').filter((word) => /\p{L}|\d/u.test(word)).length

/** The worked examples' amounts as each language writes them: 1,290 €, 50 % = 645 €, 75 % = 967.50 € (322.50 € back), gift card 100 € + 1,190 €, option 49 €. */
const AMOUNTS: Record<SeedLanguage, string[]> = {
  it: ['1.290 €', '645 €', '967,50 €', '322,50 €', '100 €', '1.190 €', '49 €'],
  en: ['€1,290', '€645', '€967.50', '€322.50', '€100', '€1,190', '€49'],
  es: ['1.290 €', '645 €', '967,50 €', '322,50 €', '100 €', '1.190 €', '49 €'],
  fr: ['1 290 €', '645 €', '967,50 €', '322,50 €', '100 €', '1 190 €', '49 €'],
  de: ['1.290 €', '645 €', '967,50 €', '322,50 €', '100 €', '1.190 €', '49 €'],
}

describe('privacy and cancellation policies', () => {
  it.each(ROUTES.flatMap((route) => LANGUAGES.map((language) => [route, language] as const)))(
    '%s in %s: at least 600 words in 8 or more sections, dated 2 November 2026',
    (route, language) => {
      const nodes = pageNodes(route, language)
      const text = textOf(nodes)
      expect(words(text)).toBeGreaterThanOrEqual(600)
      expect(sectionHeadings(nodes).length).toBeGreaterThanOrEqual(8)
      expect(textOf(nodes.slice(0, 2))).toContain(DATES[language])
      expect(text).not.toContain('{')
    },
  )

  it.each(ROUTES)('%s has the same sections in every language', (route) => {
    const counts = LANGUAGES.map((language) => sectionHeadings(pageNodes(route, language)).length)
    expect(new Set(counts).size).toBe(1)
  })

  it('the cancellation scale charges 0, 50, 75 and 100 % at 31, 30–15, 14–8 and 7–0 days', () => {
    expect([40, 31, 30, 15, 14, 8, 7, 0].map((days) => cancellationFee(1290, days))).toEqual([0, 0, 645, 645, 967.5, 967.5, 1290, 1290])
  })

  it.each(LANGUAGES)('the cancellation policy in %s states the scale and its examples for a trip of 1,290 €', (language) => {
    const nodes = pageNodes('legal-cancellation-policy', language)
    const text = textOf(nodes).replace(/\s/g, ' ')
    for (const figure of ['31', '50', '75', '8', '21', '14', '49', '12']) expect(text).toMatch(new RegExp(`(^|[^\\d.,])${figure}(?![\\d])`))
    expect(text).toContain(`${BOOKINGS[language]}@${BRAND_SLUG}.example`)
    const lastHeading = nodes.lastIndexOf(sectionHeadings(nodes).at(-1)!)
    const examples = textOf(nodes.slice(lastHeading)).replace(/\s/g, ' ')
    for (const amount of AMOUNTS[language]) expect(examples).toContain(amount)
    expect(examples.split('645').length - 1).toBeGreaterThanOrEqual(2) // the fee and the refund at 20 days
  })

  it.each(LANGUAGES)(
    'the privacy policy in %s names the device cookie, the data protection contact and the supervisory authority',
    (language) => {
      const text = textOf(pageNodes('legal-privacy-policy', language))
      expect(text).toContain('_device_id')
      expect(text).toMatch(/\b365\b/)
      expect(text).toContain(`privacy@${BRAND_SLUG}.example`)
      expect(text).toContain('Garante per la protezione dei dati personali')
      expect(text).toContain('IT11864520967')
    },
  )

  it('never write the brand literally: the name comes from BRAND_NAME', () => {
    const root = fileURLToPath(new URL('../../../seed/content/legal', import.meta.url))
    for (const folder of ['privacy', 'cancellation']) {
      for (const file of readdirSync(join(root, folder))) {
        expect(readFileSync(join(root, folder, file), 'utf8'), `${folder}/${file}`).not.toMatch(/wayfarer/i)
      }
    }
  })
})
