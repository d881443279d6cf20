import type { Metadata } from 'next'
import { pagePath } from '@/editions/page-path'
import { BRAND_NAME } from '@/lib/brand'
import { siteUrl } from '@/lib/site-url'
import type { RoutePage } from './load-route-page'

/**
 * Title with the brand suffix, description, social image; `noindex` pages get robots noindex
 * and no canonical link (spec 000 §6, §9).
 */
export function pageMetadata({ page, edition, route }: RoutePage, path: string): Metadata {
  const title = page.meta?.title || `${page.title} | ${BRAND_NAME}`
  const description = page.meta?.description ?? undefined
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image.url : null
  const canonicalPath = route.name && Object.keys(route.params).length > 0 ? path : pagePath(page, edition) || path
  return {
    title,
    description,
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
    alternates: page.noindex ? undefined : { canonical: `${siteUrl()}${canonicalPath}` },
    openGraph: { title, description, images: image ? [{ url: `${siteUrl()}${image}` }] : undefined, siteName: BRAND_NAME },
  }
}
