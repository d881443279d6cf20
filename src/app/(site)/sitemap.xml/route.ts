// SITE_URL is read when served, not when built.
export const dynamic = 'force-dynamic'

import { siteUrl } from '@/lib/site-url'
import { sitemapIndex } from '@/runtime/sitemap'

export function GET() {
  return new Response(sitemapIndex(siteUrl()), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
