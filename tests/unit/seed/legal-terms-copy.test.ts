import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXED_ROUTE_NAMES } from '@/editions/route-names'
import { BRAND_NAME } from '@/lib/brand'
import { fixedPageContent } from '../../../seed/content/fixed-page-content'
import type { SeedLanguage } from '../../../seed/content/types'

type Node = { type?: string; tag?: string; text?: string; children?: Node[]; fields?: { url?: string } }

const LANGUAGES: SeedLanguage[] = ['it', 'en', 'es', 'fr', 'de']
const DOCUMENTS = ['legal-terms-conditions', 'legal-general-condition'] as const
const UPDATED: Record<SeedLanguage, string> = {
  it: 'Ultimo aggiornamento: 2 novembre 2026',
  en: 'Last updated: 2 November 2026',
  es: 'Última actualización: 2 de noviembre de 2026',
  fr: 'Dernière mise à jour : 2 novembre 2026',
  de: 'Zuletzt aktualisiert: 2. November 2026',
}

const textOf = (node: Node): string => node.text ?? (node.children ?? []).map(textOf).join('')
const linksOf = (node: Node): string[] => [...(node.fields?.url ? [node.fields.url] : []), ...(node.children ?? []).flatMap(linksOf)]

/** The page as the seed writes it: its one rich-text block's top-level nodes. */
function page(route: (typeof DOCUMENTS)[number], language: SeedLanguage) {
  const content = fixedPageContent(route, language)
  expect(content.blocks).toHaveLength(1)
  const block = content.blocks[0] as { blockType: string; width: string; content: { root: Node } }
  expect(block).toMatchObject({ blockType: 'richText', width: 'text' })
  const nodes = block.content.root.children ?? []
  const text = nodes.map(textOf).join('\n')
  return {
    title: content.title,
    nodes,
    text,
    words: text.split(/\s+/).filter(Boolean).length,
    sections: nodes.filter((node) => node.type === 'heading' && node.tag === 'h3').map(textOf),
    links: nodes.flatMap(linksOf),
  }
}

describe.each(DOCUMENTS)('the legal page %s', (route) => {
  it.each(LANGUAGES)('in %s: a titled, dated document of at least 600 words and 8 numbered sections', (language) => {
    const { title, nodes, words, sections } = page(route, language)
    expect(nodes[0]).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(textOf(nodes[0]!)).toBe(title)
    expect(textOf(nodes[1]!)).toBe(UPDATED[language])
    expect(words).toBeGreaterThanOrEqual(600)
    expect(sections.length).toBeGreaterThanOrEqual(8)
    sections.forEach((heading, index) => expect(heading.startsWith(`${index + 1}. `)).toBe(true))
  })

  it('has the same sections in every language', () => {
    const counts = LANGUAGES.map((language) => page(route, language).sections.length)
    expect(new Set(counts).size).toBe(1)
  })

  it.each(LANGUAGES)('in %s: names the operator and the brand, and links the mailboxes', (language) => {
    const { text, links } = page(route, language)
    expect(text).toContain(`${BRAND_NAME} Group Travel S.r.l.`)
    expect(text).toContain('IT11864520967')
    expect(text).toContain('Via Giovanni Battista Pirelli 12, 20124 Milano')
    expect(links.some((url) => url.startsWith('mailto:privacy@'))).toBe(true)
  })
})

describe('the general conditions', () => {
  it.each(LANGUAGES)('in %s: state the deposit, balance, cancellation and minimum-group figures', (language) => {
    const { text } = page('legal-general-condition', language)
    const euros = (amount: number) => (language === 'en' ? `€${amount}` : `${amount} €`)
    for (const figure of [euros(100), euros(49), '31 ', '50 %', '75 %', '100 %', '14 ', '21 ', '12 ', '2015/2302']) {
      expect(text).toContain(figure)
    }
    if (language === 'en') expect(text).toContain('£100 / $100')
  })
})

describe('the legal copy', () => {
  it('never writes the brand literally: it comes from the configurable name', () => {
    const folder = path.join(__dirname, '../../../seed/content/legal')
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'))
    expect(files.length).toBeGreaterThanOrEqual(12)
    for (const file of files) expect(readFileSync(path.join(folder, file), 'utf8')).not.toMatch(/wayfarer/i)
  })

  it('leaves no fixed page without content in any language', () => {
    for (const route of FIXED_ROUTE_NAMES.filter((name) => name !== 'index'))
      for (const language of LANGUAGES) expect(fixedPageContent(route, language).title.length).toBeGreaterThan(0)
  })
})
