import { cache } from 'react'
import type { EditionCode } from '@/editions/editions'
import { cached } from '@/lib/cache/cached'
import { shellDataTag } from '@/lib/cache/shell-data-tag'
import { cms } from '@/lib/cms/instance'
import { buildEditions } from '@/editions/edition'
import { catalogQuery } from '@/features/catalog/database'
import { siteRating } from '@/features/catalog/reviews/review-pages'
import { catalogTags } from '@/lib/cache/catalog-tags'
import { bannerData, contactBlocks, footerData, headerMenu, mobileButtons } from './read-shell-data'
import type { ShellData } from './types'

/** A global is public once published; a never-published draft shows as empty. */
function published<T extends { _status?: 'draft' | 'published' | null }>(doc: T): T | null {
  return doc._status === 'published' ? doc : null
}

/** One uncached read of everything the shell of an edition shows. */
export async function queryShellData(edition: EditionCode): Promise<ShellData> {
  const payload = await cms()
  const options = { locale: edition, fallbackLocale: false as const, depth: 1, overrideAccess: false }
  const [header, footer, contacts, editions, banners, rating] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...options }),
    payload.findGlobal({ slug: 'footer', ...options }),
    payload.findGlobal({ slug: 'contacts', ...options }),
    payload.find({ collection: 'editions', limit: 20, pagination: false, depth: 0, overrideAccess: false }),
    payload.find({
      collection: 'banners',
      where: { edition: { equals: edition }, active: { equals: true } },
      sort: 'order',
      limit: 20,
      pagination: false,
      ...options,
    }),
    siteRating(catalogQuery(payload)),
  ])
  const all = buildEditions(editions.docs)
  const headerDoc = published(header)
  const current = all.find((settings) => settings.code === edition)!
  return {
    edition: current,
    editions: all,
    header: {
      menu: headerMenu(headerDoc, current),
      mobileButtons: mobileButtons(headerDoc, current),
    },
    footer: footerData(published(footer), current, rating),
    contacts: contactBlocks(published(contacts), current),
    banners: banners.docs.map((banner) => bannerData(banner, current)),
  }
}

/** Reads an edition's shell data: `loadShellData`, or in tests the uncached `queryShellData`. */
export type ShellDataLoader = (edition: EditionCode) => Promise<ShellData>

/**
 * The shell data of an edition, cached until a header, footer, contacts, banner or edition
 * save expires the shell data's tag (collections/shell-data-revalidate.ts), or a review's save the site's
 * rating the review badge shows; one read per request.
 */
export const loadShellData = cache(async (edition: EditionCode): Promise<ShellData> =>
  cached(['layout', edition], [shellDataTag, catalogTags.reviews], () => queryShellData(edition)),
)
