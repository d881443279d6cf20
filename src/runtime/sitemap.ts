import { absoluteUrl } from '@/editions/absolute-url'
import type { Edition } from '@/editions/edition'
import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import { href } from '@/editions/href'
import { publishedTravelSlugs } from '@/features/catalog/catalog'
import { coordinatorSlugs } from '@/features/catalog/coordinators'
import { catalogQuery } from '@/features/catalog/database'
import { upcomingEvents } from '@/features/events/event-data'
import { pagePath } from '@/editions/page-path'
import { isRouteName } from '@/editions/route-names'
import { findRoute } from '@/editions/route-table'
import { cached } from '@/lib/cache/cached'
import { shellDataTag } from '@/lib/cache/shell-data-tag'
import { pageTags } from '@/lib/cache/page-tags'
import { loadEdition } from '@/editions/load-editions'
import { cms } from '@/lib/cms/instance'

type Entry = { loc: string; lastmod?: string }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The public, indexable pages of an edition: published, titled there, not noindex, routes without parameters. */
async function editionEntries(edition: Edition): Promise<Entry[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    locale: edition.code,
    fallbackLocale: false,
    where: { _status: { equals: 'published' } },
    select: { title: true, slug: true, routingKey: true, noindex: true, updatedAt: true },
    depth: 0,
    limit: 5000,
    pagination: false,
  })
  return docs.flatMap((page) => {
    if (!page.title || page.noindex) return []
    if (
      page.routingKey &&
      isRouteName(page.routingKey) &&
      findRoute(edition.code, page.routingKey).segments.some((segment) => 'param' in segment)
    )
      return []
    const path = pagePath(page, edition)
    return path ? [{ loc: absoluteUrl(edition.code, path), lastmod: page.updatedAt }] : []
  })
}

/** Whether the edition has a published, indexable template for a route: then every subject of it (travel, coordinator) has a page. */
async function hasTemplatePage(
  edition: EditionCode,
  routingKey: 'travels-travel' | 'coordinators-coordinator' | 'events-city-slug',
): Promise<boolean> {
  const { docs } = await (
    await cms()
  ).find({
    collection: 'pages',
    locale: edition,
    fallbackLocale: false,
    where: { routingKey: { equals: routingKey }, _status: { equals: 'published' } },
    select: { title: true, noindex: true },
    depth: 0,
    limit: 1,
  })
  return Boolean(docs[0]?.title && !docs[0].noindex)
}

/** Every published travel's page in the edition, from the catalog search's snapshot (always current). */
async function travelEntries(edition: Edition): Promise<Entry[]> {
  if (!(await hasTemplatePage(edition.code, 'travels-travel'))) return []
  const slugs = await publishedTravelSlugs(catalogQuery(await cms()), edition.code)
  return slugs.flatMap((slug) => {
    const path = href('travels-travel', { travel: slug }, edition)
    return path ? [{ loc: absoluteUrl(edition.code, path) }] : []
  })
}

/** Every coordinator's page in the edition (their profiles are public). */
async function coordinatorEntries(edition: Edition): Promise<Entry[]> {
  if (!(await hasTemplatePage(edition.code, 'coordinators-coordinator'))) return []
  const slugs = await coordinatorSlugs(await cms())
  return slugs.flatMap((slug) => {
    const path = href('coordinators-coordinator', { coordinator: slug }, edition)
    return path ? [{ loc: absoluteUrl(edition.code, path) }] : []
  })
}

/** Every WeMeet event to come shown in the edition, where the edition has the events area. */
async function eventEntries(edition: Edition): Promise<Entry[]> {
  if (!href('events-wemeet', {}, edition) || !(await hasTemplatePage(edition.code, 'events-city-slug'))) return []
  const events = await upcomingEvents(await cms(), { edition, currency: edition.currency }, new Date())
  return events.flatMap((event) => (event.url ? [{ loc: absoluteUrl(edition.code, event.url) }] : []))
}

const urlElement = (entry: Entry) =>
  `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`

/**
 * `/sitemaps/{edition}.xml`: the urlset of one edition: its pages (cached until any page or the
 * edition settings change), its travels, its coordinators and its events to come; routes an admin switched off are left out.
 */
export async function editionSitemap(code: EditionCode): Promise<string> {
  const edition = await loadEdition(code)
  const pages = await cached(['sitemap-pages', code], [pageTags.all, shellDataTag], () => editionEntries(edition))
  const [travels, coordinators, events] = await Promise.all([travelEntries(edition), coordinatorEntries(edition), eventEntries(edition)])
  const urls = [...pages, ...travels, ...coordinators, ...events].map(urlElement)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}

/** `/sitemap.xml`: one sitemap per edition (the US one too: it is indexable, only left out of hreflang). */
export function sitemapIndex(base: string): string {
  const items = EDITION_CODES.map((edition) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${edition}.xml`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`
}
