import { siteUrl } from '@/lib/site-url'
import { domainForEdition } from './edition-domains'
import type { EditionCode } from './editions'

/** A path of an edition as a full URL: on the edition's own host when it has one, else on SITE_URL. */
export function absoluteUrl(edition: EditionCode, path: string): string {
  const base = siteUrl()
  const domain = domainForEdition(edition)
  return domain ? `${new URL(base).protocol}//${domain}${path}` : `${base}${path}`
}
