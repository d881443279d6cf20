import crypto from 'node:crypto'
import type { Payload, Where } from 'payload'
import { FIXED_ROUTE_NAMES } from '../src/editions/route-names'
import { FIXED_PAGES } from './content/fixed-pages'
import { homePage, type SeedImages } from './content/home'
import { SLUG_PAGES } from './content/slug-pages'
import { landscape, type Palette } from './images'
import { heading, paragraph, richText } from './lexical'

/** Seed writes never need cache revalidation: no server is serving them yet. */
const context = { disableRevalidate: true }

/** The editions that get demo content, and the language it is written in. */
const SEEDED_EDITIONS = [
  { edition: 'it', language: 'it' },
  { edition: 'en', language: 'en' },
  { edition: 'us', language: 'en' },
  { edition: 'intl', language: 'en' },
] as const

const PICTURES: Record<keyof SeedImages, { palette: Palette; alt: string }> = {
  hero: { palette: ['#f6b26b', '#ffe6c7', '#6d8fa6', '#2f4b5c', '#fff4d6'], alt: 'Hills at sunset under a warm sky' },
  asia: { palette: ['#8ec5d6', '#e7f4f1', '#5f9e7a', '#2e6b4f', '#fff7c2'], alt: 'Green terraced hills in Asia' },
  europe: { palette: ['#9db8e8', '#e9f0fb', '#7a8fb0', '#3f4f6e', '#ffffff'], alt: 'Blue mountains and a fjord in Europe' },
  america: { palette: ['#f1a67a', '#fde3cf', '#b5653f', '#6e3420', '#fff1b8'], alt: 'Red canyon country in the Americas' },
  africa: { palette: ['#f7c873', '#fff0cc', '#c98d3a', '#7a5122', '#fff8dd'], alt: 'Golden savannah in Africa' },
  oceania: { palette: ['#6fc3df', '#d8f3fb', '#3c9bb3', '#1d6178', '#ffffff'], alt: 'Turquoise sea and islands in Oceania' },
  antarctica: { palette: ['#b9d3ee', '#f4f9ff', '#dbe8f5', '#a9c2db', '#ffffff'], alt: 'Icebergs under a pale sky in Antarctica' },
}

export type SeedOptions = { adminEmail?: string; adminPassword?: string; log?: (line: string) => void }
export type SeedResult = { admin: { email: string; password: string } | null; pagesCreated: number; imagesCreated: number }

async function ensureAdmin(payload: Payload, options: SeedOptions): Promise<SeedResult['admin']> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return null
  const email = options.adminEmail ?? 'admin@example.com'
  const password = options.adminPassword ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Site admin', role: 'admin' }, context })
  return { email, password }
}

async function ensureImages(payload: Payload): Promise<{ images: SeedImages; created: number }> {
  const images = {} as SeedImages
  let created = 0
  for (const [name, picture] of Object.entries(PICTURES) as Array<[keyof SeedImages, (typeof PICTURES)[keyof SeedImages]]>) {
    const filename = `seed-${name}`
    const existing = await payload.find({ collection: 'media', where: { filename: { like: filename } }, limit: 1, depth: 0 })
    if (existing.docs[0]) {
      images[name] = existing.docs[0].id
      continue
    }
    const data = await landscape(picture.palette, name.length)
    const media = await payload.create({
      collection: 'media',
      data: { alt: picture.alt },
      file: { data, mimetype: 'image/jpeg', name: `${filename}.jpg`, size: data.length },
      context,
    })
    images[name] = media.id
    created++
  }
  return { images, created }
}

type LocalizedContent = { title: string; blocks: unknown[]; slug?: string }

/** Creates the page once (first edition), then adds each other edition's content. Never overwrites. */
async function ensurePage(payload: Payload, key: { routingKey: string } | { slug: string }, content: Record<string, LocalizedContent>) {
  const where: Where = 'routingKey' in key ? { routingKey: { equals: key.routingKey } } : { slug: { equals: key.slug } }
  const [first, ...others] = Object.entries(content)
  if (!first) return false
  const found = await payload.find({ collection: 'pages', where, locale: first[0] as 'it', limit: 1, depth: 0, draft: false })
  if (found.docs[0]) return false
  const routingKey = 'routingKey' in key ? key.routingKey : undefined
  const page = await payload.create({
    collection: 'pages',
    locale: first[0] as 'it',
    data: { ...first[1], routingKey, _status: 'published' } as never,
    context,
  })
  for (const [edition, localized] of others) {
    await payload.update({ collection: 'pages', id: page.id, locale: edition as 'it', data: { ...localized, _status: 'published' } as never, context })
  }
  return true
}

function fixedPageContent(copy: readonly string[]): LocalizedContent {
  const [title, lead, ...rest] = copy
  return {
    title: title!,
    blocks: [{ blockType: 'richText', width: 'text', content: richText(heading('h2', title!), paragraph(lead!), ...rest.map((text) => paragraph(text))) }],
  }
}

/**
 * The demo content: an admin account, generated pictures, and published pages for Italy and the
 * English editions (home with every block type, one page per fixed route, nested slug pages).
 * Running it again adds only what is missing.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const admin = await ensureAdmin(payload, options)
  const { images, created: imagesCreated } = await ensureImages(payload)
  log(`images ready (${imagesCreated} generated)`)
  let pagesCreated = 0
  const perEdition = <T>(build: (language: 'it' | 'en', edition: (typeof SEEDED_EDITIONS)[number]['edition']) => T) =>
    Object.fromEntries(SEEDED_EDITIONS.map(({ edition, language }) => [edition, build(language, edition)]))

  if (await ensurePage(payload, { routingKey: 'index' }, perEdition((language, edition) => homePage(language, edition, images)))) pagesCreated++
  for (const routingKey of FIXED_ROUTE_NAMES) {
    if (routingKey === 'index') continue
    const copy = FIXED_PAGES[routingKey]
    if (await ensurePage(payload, { routingKey }, perEdition((language) => fixedPageContent(copy[language])))) pagesCreated++
  }
  for (const page of SLUG_PAGES) {
    const content = perEdition((language) => ({ ...fixedPageContent(page[language].copy), slug: page[language].slug }))
    if (await ensurePage(payload, { slug: page.it.slug }, content)) pagesCreated++
  }
  log(`pages ready (${pagesCreated} created)`)
  return { admin, pagesCreated, imagesCreated }
}
