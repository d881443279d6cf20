import type { Payload } from 'payload'
import { EDITION_CODES, EDITIONS } from '../src/editions/editions'
import { context } from './context'
import { BANNERS } from './content/banners'
import { contactsContent } from './content/contacts'
import { EDITION_SETTINGS } from './content/editions'
import { FOOTER_SHARED, footerContent, type BadgeImages } from './content/footer'
import { headerContent } from './content/header'
import type { SeedEdition, SeedLanguage } from './content/types'
import { badge, type BadgeShape } from './images'

/**
 * The site shell of every edition: edition settings, header, footer and contacts globals and a
 * banner. Like the rest of the seed it only adds what is missing and never overwrites.
 */

const BADGES: Record<keyof BadgeImages, { shape: BadgeShape; colours: [string, string, string]; alt: string }> = {
  association: { shape: 'seal', colours: ['#1f2a44', '#e0b64a', '#f7f1e1'], alt: 'Member of the travel organisers’ association' },
  guarantee: { shape: 'shield', colours: ['#2e6b4f', '#2e6b4f', '#e8f4ec'], alt: 'Traveller payments protected by a guarantee fund' },
}

/** The footer badge pictures, generated once and shared by every edition. */
export async function ensureBadges(payload: Payload): Promise<{ badges: BadgeImages; created: number }> {
  const badges = {} as BadgeImages
  let created = 0
  for (const [name, spec] of Object.entries(BADGES) as Array<[keyof BadgeImages, (typeof BADGES)[keyof BadgeImages]]>) {
    const filename = `seed-badge-${name}`
    const existing = await payload.find({ collection: 'media', where: { filename: { like: filename } }, limit: 1, depth: 0 })
    if (existing.docs[0]) {
      badges[name] = existing.docs[0].id
      continue
    }
    const data = await badge(spec.shape, spec.colours)
    const media = await payload.create({
      collection: 'media',
      data: { alt: spec.alt },
      file: { data, mimetype: 'image/png', name: `${filename}.png`, size: data.length },
      context,
    })
    badges[name] = media.id
    created++
  }
  return { badges, created }
}

/** One settings document per edition code; an existing one is left as editors made it. */
export async function ensureEditions(payload: Payload): Promise<number> {
  let created = 0
  for (const settings of EDITION_SETTINGS) {
    const { totalDocs } = await payload.count({ collection: 'editions', where: { code: { equals: settings.code } } })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'editions', data: settings, context })
    created++
  }
  return created
}

type LayoutGlobal = 'header' | 'footer' | 'contacts'
type GlobalDoc = Record<string, unknown> & { _status?: string | null; updatedAt?: string | null }

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/** A global's localized fields: the locale counts as empty when none of them has content. */
const LOCALIZED_FIELDS: Record<LayoutGlobal, string[]> = {
  header: ['menu', 'mobileButtons'],
  footer: ['menu', 'socialLinks', 'badges', 'paymentIcons', 'paymentMessage'],
  contacts: ['blocks'],
}

/**
 * Writes and publishes a global's content for each edition whose locale is still empty. The
 * non-localized `shared` fields go with the first write to a global nobody has saved yet. A
 * global whose latest version is an unpublished draft is left alone: publishing it would
 * publish an editor's unfinished work along with the seed.
 */
async function ensureGlobal(
  payload: Payload,
  slug: LayoutGlobal,
  content: (edition: SeedEdition, language: SeedLanguage) => object,
  shared: object,
  log: (line: string) => void,
): Promise<number> {
  let written = 0
  for (const edition of EDITION_CODES) {
    const current = (await payload.findGlobal({
      slug,
      locale: edition,
      fallbackLocale: false,
      draft: true,
      depth: 0,
    })) as unknown as GlobalDoc
    const saved = Boolean(current.updatedAt)
    if (saved && current._status !== 'published') {
      log(`${slug}: an unpublished draft is pending, left untouched`)
      return written
    }
    if (LOCALIZED_FIELDS[slug].some((field) => filled(current[field]))) continue
    const data = { ...content(edition, EDITIONS[edition].language), ...(saved || written > 0 ? {} : shared), _status: 'published' }
    await payload.updateGlobal({ slug, locale: edition, data: data as never, context })
    written++
  }
  return written
}

/** Header, footer and contacts of every edition; returns how many edition locales were written. */
export async function ensureLayoutGlobals(payload: Payload, badges: BadgeImages, log: (line: string) => void): Promise<number> {
  const contacts = await ensureGlobal(payload, 'contacts', contactsContent, {}, log)
  const footer = await ensureGlobal(payload, 'footer', (edition, language) => footerContent(edition, language, badges), FOOTER_SHARED, log)
  const header = await ensureGlobal(payload, 'header', headerContent, {}, log)
  return contacts + footer + header
}

/** One banner per edition, unless that edition already has a banner of the same name. */
export async function ensureBanners(payload: Payload): Promise<number> {
  let created = 0
  for (const banner of BANNERS) {
    const { totalDocs } = await payload.count({
      collection: 'banners',
      where: { and: [{ name: { equals: banner.name } }, { edition: { equals: banner.edition } }] },
    })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'banners', data: banner, context })
    created++
  }
  return created
}
