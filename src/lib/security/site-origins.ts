import { siteUrl } from '@/lib/site-url'

/** The hosts of `EDITION_DOMAINS` (`host=edition,...`): the operator's names for this site. */
const configuredHosts = (domains: string | undefined) =>
  (domains ?? '')
    .split(',')
    .map((entry) => entry.split('=')[0]!.trim().toLowerCase())
    .filter(Boolean)

/** The names of this machine: a server answering one of them on a port answers all of them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins the site's own pages (and its admin) are served from: SITE_URL's, under any of
 * its loopback names when it is on this machine (an admin opened on 127.0.0.1 rather than
 * localhost is the same site), the hosts of `EDITION_DOMAINS` by SITE_URL's scheme, and in
 * development the localhost addresses of `npm run dev` (PORT, 3000 by default). Browsers'
 * requests from any other origin (another site, or another port of this host) carry no
 * customer's or editor's authority: Payload's `csrf` list and the site API's same-origin rule
 * both read this.
 */
export function siteOrigins(development = process.env.NODE_ENV !== 'production', domains = process.env.EDITION_DOMAINS): string[] {
  const site = new URL(siteUrl())
  const port = site.port ? `:${site.port}` : ''
  const origins = new Set([site.origin])
  if (LOOPBACK_HOSTS.includes(site.hostname)) for (const host of LOOPBACK_HOSTS) origins.add(`${site.protocol}//${host}${port}`)
  for (const host of configuredHosts(domains)) origins.add(`${site.protocol}//${host}`)
  if (development) {
    const devPort = process.env.PORT ?? '3000'
    origins.add(`http://localhost:${devPort}`).add(`http://127.0.0.1:${devPort}`)
  }
  return [...origins]
}
