import { siteUrl } from '@/lib/site-url'

/**
 * The origins the site's own pages are served from: SITE_URL's, and in development the
 * localhost addresses of `npm run dev` (PORT, 3000 by default). Browsers' requests from any
 * other origin (another site, or another port of this host) carry no customer's or editor's
 * authority: Payload's `csrf` list and the site API's same-origin rule both read this.
 */
export function siteOrigins(development = process.env.NODE_ENV !== 'production'): string[] {
  const origins = new Set([new URL(siteUrl()).origin])
  if (development) {
    const port = process.env.PORT ?? '3000'
    origins.add(`http://localhost:${port}`).add(`http://127.0.0.1:${port}`)
  }
  return [...origins]
}
