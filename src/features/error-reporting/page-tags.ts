import { editionForHost } from '@/editions/edition-domains'
import { isEditionCode } from '@/editions/editions'
import { withoutQuery } from './scrub-event'

/** The tags every report carries: the edition (from the path's prefix or an edition's own host) and the page's path. */
export function pageTags(path: string, host?: string | null, domains = process.env.EDITION_DOMAINS): { edition: string; page: string } {
  const page = withoutQuery(path) || '/'
  const first = page.split('/')[1]
  const edition = isEditionCode(first) ? first : (editionForHost(host, domains) ?? 'none')
  return { edition, page }
}
