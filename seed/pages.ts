import type { Payload, Where } from 'payload'
import type { EditionCode } from '../src/editions/editions'
import { matchRoute } from '../src/editions/match-route'
import { PATHS_BY_LANGUAGE } from '../src/editions/route-paths'
import { SLUG_PATTERN } from '../src/lib/text/slug'
import { context } from './context'
import type { SeedLanguage } from './content/types'
import { heading, paragraph, richText } from './lexical'

/** A page's content in one edition. */
/** A page's content in one edition; `noindex` (for all editions) keeps it out of search engines and the sitemap. */
export type LocalizedContent = { title: string; blocks: unknown[]; slug?: string; noindex?: boolean }
export type PageOutcome = {
  created: boolean
  editionsAdded: number
  /** Editions of a page seeded earlier that got the blocks a later seed adds (see `addMissingBlocks`). */
  blocksAdded?: number
}

/** What a seed write reads back besides the id: one plain field (a page read back whole, pictures populated, costs more than the write). */
const WRITTEN = { routingKey: true } as const

/** A title and paragraphs as one rich-text block. */
export function textPageContent(copy: readonly string[]): LocalizedContent {
  const [title, lead, ...rest] = copy
  return {
    title: title!,
    blocks: [
      {
        blockType: 'richText',
        width: 'text',
        content: richText(heading('h2', title!), paragraph(lead!), ...rest.map((text) => paragraph(text))),
      },
    ],
  }
}

async function slugTaken(payload: Payload, edition: EditionCode, slug: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', locale: edition, where: { slug: { equals: slug } } })
  return totalDocs > 0
}

/**
 * Creates the page once (first edition) and adds each other edition's content, all published.
 * On a page that exists already it adds only the editions where it has no title yet, and only
 * when its latest version is published (publishing would also publish an editor's draft).
 * The routing key goes with every write, so the slug-from-title hook always sees a routed page.
 */
export async function ensurePage(
  payload: Payload,
  key: { routingKey: string } | { slug: string },
  content: Partial<Record<EditionCode, LocalizedContent>>,
): Promise<PageOutcome> {
  const where: Where = 'routingKey' in key ? { routingKey: { equals: key.routingKey } } : { slug: { equals: key.slug } }
  const routingKey = 'routingKey' in key ? key.routingKey : undefined
  const entries = Object.entries(content) as Array<[EditionCode, LocalizedContent]>
  const [first, ...others] = entries
  if (!first) return { created: false, editionsAdded: 0 }
  const write = (id: number, edition: EditionCode, localized: LocalizedContent) =>
    payload.update({
      collection: 'pages',
      id,
      locale: edition,
      data: { ...localized, routingKey, _status: 'published' } as never,
      depth: 0,
      select: WRITTEN,
      context,
    })

  const found = await payload.find({ collection: 'pages', where, locale: first[0], limit: 1, depth: 0, draft: false })
  if (!found.docs[0]) {
    const page = await payload.create({
      collection: 'pages',
      locale: first[0],
      data: { ...first[1], routingKey, _status: 'published' } as never,
      depth: 0,
      select: WRITTEN,
      context,
    })
    for (const [edition, localized] of others) await write(page.id, edition, localized)
    return { created: true, editionsAdded: 0 }
  }
  const latest = await payload.findByID({ collection: 'pages', id: found.docs[0].id, locale: 'all', depth: 0, draft: true })
  if (latest._status !== 'published') return { created: false, editionsAdded: 0 }
  const titles = (latest.title ?? {}) as unknown as Partial<Record<EditionCode, string | null>>
  let editionsAdded = 0
  for (const [edition, localized] of entries) {
    if (titles[edition]) continue
    if (localized.slug && (await slugTaken(payload, edition, localized.slug))) continue
    await write(latest.id, edition, localized)
    editionsAdded++
  }
  return { created: false, editionsAdded }
}

/**
 * Refuses slug-page slugs that would not work: not lowercase `[a-z0-9-]` segments joined by
 * `/`, used twice in a language, or equal to (or caught by) a route path of any language.
 */
export function assertUsableSlugs(pages: ReadonlyArray<Record<SeedLanguage, { slug: string }>>): void {
  const languages = Object.keys(PATHS_BY_LANGUAGE) as SeedLanguage[]
  const routePaths = new Set(
    languages.flatMap((language) => Object.values(PATHS_BY_LANGUAGE[language]).map((path) => path.replace(/^\//, ''))),
  )
  for (const language of languages) {
    const seen = new Set<string>()
    for (const page of pages) {
      const { slug } = page[language]
      const problem = !SLUG_PATTERN.test(slug)
        ? 'is not lowercase [a-z0-9-] segments'
        : seen.has(slug)
          ? 'is used twice'
          : routePaths.has(slug) || languages.some((other) => matchRoute(other, slug.split('/')))
            ? 'is a route path'
            : null
      if (problem) throw new Error(`seed: the ${language} slug "${slug}" ${problem}`)
      seen.add(slug)
    }
  }
}
