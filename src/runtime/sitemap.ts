import { unstable_cache } from 'next/cache'
import { absoluteUrl } from '@/editions/absolute-url'
import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import { pagePath } from '@/editions/page-path'
import { isRouteName } from '@/editions/route-names'
import { findRoute } from '@/editions/route-table'
import { pageTags } from '@/lib/cache/page-tags'
import { cms } from '@/lib/cms/instance'
import { databaseIdentity } from '@/lib/database/identity'

type Entry = { loc: string; lastmod: string }

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The public, indexable pages of an edition: published, titled there, not noindex, routes without parameters. */
async function editionEntries(edition: EditionCode): Promise<Entry[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'pages',
    locale: edition,
    fallbackLocale: false,
    where: { _status: { equals: 'published' } },
    select: { title: true, slug: true, routingKey: true, noindex: true, updatedAt: true },
    depth: 0,
    limit: 5000,
    pagination: false,
  })
  return docs.flatMap((page) => {
    if (!page.title || page.noindex) return []
    if (page.routingKey && isRouteName(page.routingKey) && findRoute(edition, page.routingKey).segments.some((segment) => 'param' in segment)) return []
    const path = pagePath(page, edition)
    return path ? [{ loc: absoluteUrl(edition, path), lastmod: page.updatedAt }] : []
  })
}

/** `/sitemaps/{edition}.xml`: the urlset of one edition, cached until any page changes. */
export function editionSitemap(edition: EditionCode): Promise<string> {
  return unstable_cache(
    async () => {
      const urls = (await editionEntries(edition)).map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`)
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
    },
    ['sitemap', databaseIdentity(), edition],
    { tags: [pageTags.all] },
  )()
}

/** `/sitemap.xml`: one sitemap per edition (the US one too: it is indexable, only left out of hreflang). */
export function sitemapIndex(base: string): string {
  const items = EDITION_CODES.map((edition) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/${edition}.xml`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`
}

