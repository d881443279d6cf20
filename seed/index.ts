import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { ensureBookings } from './bookings'
import { ensureCatalog } from './catalog'
import { ensureEvents } from './events'
import { DEMO_CATALOG } from './catalog/generate'
import { FIXED_ROUTE_NAMES } from '../src/editions/route-names'
import { context } from './context'
import { addMissingBlocks } from './added-blocks'
import { ACCOUNT_AND_REVIEW_ROUTES, ownPage } from './content/account-pages'
import { CATALOG_BLOCKS, TEMPLATE_ROUTES, templatePage } from './content/catalog-blocks'
import { fixedPageContent } from './content/fixed-page-content'
import { homePage, type SeedImages } from './content/home'
import { SLUG_PAGES } from './content/slug-pages'
import type { SeedEdition, SeedLanguage } from './content/types'
import { PICTURES } from './pictures'
import { sceneSvg } from './scenes/draw'
import { ensureSeedPictures } from './scenes/upload'
import { ensureBadges, ensureBanners, ensureEditions, ensureLayoutGlobals } from './layout'
import { assertUsableSlugs, ensurePage, textPageContent, type LocalizedContent, type PageOutcome } from './pages'

/** The editions that get demo content, and the language it is written in: all seven. */
const SEEDED_EDITIONS = [
  { edition: 'it', language: 'it' },
  { edition: 'es', language: 'es' },
  { edition: 'fr', language: 'fr' },
  { edition: 'de', language: 'de' },
  { edition: 'en', language: 'en' },
  { edition: 'us', language: 'en' },
  { edition: 'intl', language: 'en' },
] as const satisfies ReadonlyArray<{ edition: SeedEdition; language: SeedLanguage }>

export type SeedOptions = { adminEmail?: string; adminPassword?: string; log?: (line: string) => void }
export type SeedResult = {
  admin: { email: string; password: string } | null
  imagesCreated: number
  pagesCreated: number
  /** Editions added to pages that existed already (e.g. seeded before an edition had copy). */
  pageEditionsAdded: number
  editionsCreated: number
  /** Header, footer and contacts locales written (at most 3 × 7). */
  layoutLocalesWritten: number
  bannersCreated: number
  /** Travels written by the catalog generator (0 when the catalog had travels already). */
  travelsCreated: number
}

async function ensureAdmin(payload: Payload, options: SeedOptions): Promise<SeedResult['admin']> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return null
  const email = options.adminEmail ?? 'admin@example.com'
  const password = options.adminPassword ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Site admin', role: 'admin' }, context })
  return { email, password }
}

async function ensureImages(payload: Payload): Promise<{ images: SeedImages; created: number }> {
  const { ids, created } = await ensureSeedPictures(
    payload,
    Object.entries(PICTURES).map(([name, picture]) => ({
      key: `seed-${name}`,
      alt: picture.alt,
      // The hero fills the width of a large screen: drawn at its 1600 px size.
      draw: () => Buffer.from(sceneSvg(picture.spec, 1600, 1000)),
    })),
  )
  const images = Object.fromEntries(Object.keys(PICTURES).map((name) => [name, ids.get(`seed-${name}`)!])) as SeedImages
  return { images, created }
}

/** A page's content in every seeded edition. */
const perEdition = (build: (language: SeedLanguage, edition: SeedEdition) => LocalizedContent) =>
  Object.fromEntries(SEEDED_EDITIONS.map(({ edition, language }) => [edition, build(language, edition)])) as Record<
    SeedEdition,
    LocalizedContent
  >

/** Home, one page per fixed route and the slug pages, in every edition. */
async function ensurePages(payload: Payload, images: SeedImages): Promise<PageOutcome[]> {
  assertUsableSlugs(SLUG_PAGES)
  const outcomes = [
    await ensurePage(
      payload,
      { routingKey: 'index' },
      perEdition((language, edition) => homePage(language, edition, images)),
    ),
  ]
  for (const routingKey of FIXED_ROUTE_NAMES) {
    if (routingKey === 'index') continue
    const catalogBlocks = CATALOG_BLOCKS[routingKey] ?? []
    const outcome = await ensurePage(
      payload,
      { routingKey },
      perEdition((language, edition) => {
        const content = fixedPageContent(routingKey, language, edition)
        return { ...content, blocks: [...content.blocks, ...catalogBlocks] }
      }),
    )
    // A page an earlier seed wrote as text alone gets the catalog blocks added since.
    const editions = SEEDED_EDITIONS.map(({ edition }) => edition)
    const blocksAdded = outcome.created ? 0 : await addMissingBlocks(payload, routingKey, catalogBlocks, editions, ['richText'])
    outcomes.push({ ...outcome, blocksAdded })
  }
  for (const routingKey of TEMPLATE_ROUTES) {
    outcomes.push(
      await ensurePage(
        payload,
        { routingKey },
        perEdition((language) => templatePage(routingKey, language)),
      ),
    )
  }
  for (const routingKey of ACCOUNT_AND_REVIEW_ROUTES) {
    outcomes.push(
      await ensurePage(
        payload,
        { routingKey },
        perEdition((language) => ownPage(routingKey, language)),
      ),
    )
  }
  for (const page of SLUG_PAGES) {
    outcomes.push(
      await ensurePage(
        payload,
        { slug: page.it.slug },
        perEdition((language) => ({ ...textPageContent(page[language].copy), slug: page[language].slug })),
      ),
    )
  }
  return outcomes
}

/**
 * The demo content of all seven editions: an admin account, generated pictures, published
 * pages (home with every block type, one page per fixed route, nested slug pages), the
 * edition settings, header, footer, contacts and a banner per edition.
 * Running it again adds only what is missing and never overwrites editors' work.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const admin = await ensureAdmin(payload, options)
  const { images, created: landscapesCreated } = await ensureImages(payload)
  const { badges, created: badgesCreated } = await ensureBadges(payload)
  const imagesCreated = landscapesCreated + badgesCreated
  log(`images ready (${imagesCreated} generated)`)

  const catalog = await ensureCatalog(payload, DEMO_CATALOG)
  log(
    catalog.created
      ? `catalog generated (${catalog.destinations} destinations, ${catalog.travels} travels, ${catalog.tours} tours)`
      : 'catalog kept as it is',
  )
  const bookings = await ensureBookings(payload)
  log(
    bookings.created ? `bookings generated (${bookings.created} bookings, ${bookings.travellers} travellers)` : 'bookings kept as they are',
  )

  const events = await ensureEvents(payload)
  log(
    events.events
      ? `WeMeet events generated (${events.events} events in ${events.cities} cities, ${events.places} places)`
      : 'WeMeet events kept as they are',
  )

  const outcomes = await ensurePages(payload, images)
  const pagesCreated = outcomes.filter((outcome) => outcome.created).length
  const pageEditionsAdded = outcomes.reduce((sum, outcome) => sum + outcome.editionsAdded, 0)
  const pageBlocksAdded = outcomes.reduce((sum, outcome) => sum + (outcome.blocksAdded ?? 0), 0)
  log(
    `pages ready (${pagesCreated} created${pageEditionsAdded ? `, ${pageEditionsAdded} page editions added` : ''}${
      pageBlocksAdded ? `, new blocks in ${pageBlocksAdded} page editions` : ''
    })`,
  )

  const editionsCreated = await ensureEditions(payload)
  const bannersCreated = await ensureBanners(payload)
  const layoutLocalesWritten = await ensureLayoutGlobals(payload, badges, log)
  log(
    `layout ready (${editionsCreated} edition settings, ${layoutLocalesWritten} header/footer/contacts locales, ${bannersCreated} banners created)`,
  )
  return {
    admin,
    imagesCreated,
    pagesCreated,
    pageEditionsAdded,
    editionsCreated,
    layoutLocalesWritten,
    bannersCreated,
    travelsCreated: catalog.created ? catalog.travels : 0,
  }
}
