import type { Metadata } from 'next'
import { absoluteUrl } from '@/editions/absolute-url'
import { HREFLANG } from '@/editions/hreflang'
import { EDITION_CODES, type EditionCode } from '@/editions/editions'
import { formatDay } from '@/editions/formats'
import { translator } from '@/editions/translator'
import { resourceAddress } from '@/features/media/resource'
import { absoluteAddress, shareImageAddress } from '@/features/seo/share-image'
import { travelCoverUrl, travelDescription } from '@/features/seo/travel-seo'
import { BRAND_NAME } from '@/lib/brand'
import type { RoutePage } from './load-route-page'
import { blocksSummary } from './page-blocks'

/**
 * hreflang alternates: every edition (but the US) where the page has a counterpart. The country
 * menu reads them too (shell/modals/country-links.ts), so every page has them, noindex ones included.
 */
function languageAlternates(counterparts: Record<EditionCode, string | null>): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const edition of EDITION_CODES) {
    const hreflang = HREFLANG[edition]
    const path = counterparts[edition]
    if (hreflang && path) languages[hreflang] = absoluteUrl(edition, path)
  }
  return languages
}

/**
 * Title with the brand suffix, description, robots (default index,follow), canonical (none on
 * noindex pages), hreflang alternates, Open Graph and the large share card. The description and
 * picture are the editor's (SEO tab), else the subject's (a travel, a coordinator), else the
 * first the blocks give, else the edition's own.
 */
export function pageMetadata({ page, edition, routeData }: RoutePage, counterparts: Record<EditionCode, string | null>): Metadata {
  // A travel, tour or coordinator page is about its subject: the template page only lends its layout.
  const subject =
    routeData.tour && routeData.travel
      ? `${routeData.travel.title} · ${formatDay(routeData.tour.startingDate)}`
      : (routeData.travel?.title ?? routeData.coordinator?.name ?? routeData.event?.title)
  const title = subject ? `${subject} | ${BRAND_NAME}` : page.meta?.title || `${page.title} | ${BRAND_NAME}`
  // A travel's own words and cover, unless the template's editor set them.
  const travel = routeData.travel
  const fromBlocks = blocksSummary(page.blocks ?? [])
  const description =
    page.meta?.description ||
    (travel ? travelDescription(travel, edition.code) : (routeData.coordinator?.bio ?? routeData.event?.summary)) ||
    fromBlocks.description ||
    translator(edition.code, 'seo')('siteDescription', { brand: BRAND_NAME })
  const pageImage = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : null
  const eventPicture = routeData.event?.picture
    ? resourceAddress(routeData.event.picture.id, routeData.event.picture.seoName, 'hero')
    : null
  const image = absoluteAddress(
    pageImage ?? (travel && travelCoverUrl(travel)) ?? eventPicture ?? fromBlocks.image ?? shareImageAddress(edition.code),
  )
  const own = counterparts[edition.code]
  const canonical = own ? absoluteUrl(edition.code, own) : undefined
  return {
    title,
    description,
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
    alternates: { canonical: page.noindex ? undefined : canonical, languages: languageAlternates(counterparts) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName: BRAND_NAME,
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
