// SITE_URL is read when served, not when built.
export const dynamic = 'force-dynamic'

import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/site-url'

/** robots.txt: everything public is crawlable but the admin, the APIs and the preview entrance. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
