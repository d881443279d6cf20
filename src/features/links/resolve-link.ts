import type { Edition } from '@/editions/edition'
import { href } from '@/editions/href'
import { pagePath } from '@/editions/page-path'
import { isRouteName } from '@/editions/route-names'
import { safeUrl } from '@/lib/text/safe-url'

/** A link field as the CMS stores it (collections/fields/link.ts). */
export type LinkData =
  | {
      kind?: string | null
      route?: string | null
      page?: number | { title?: string | null; slug?: string | null; routingKey?: string | null } | null
      travelSlug?: string | null
      url?: string | null
      newTab?: boolean | null
    }
  | null
  | undefined

export type ResolvedLink = { href: string; newTab: boolean }

function target(link: NonNullable<LinkData>, edition: Edition): string {
  switch (link.kind) {
    case 'route':
      return isRouteName(link.route) ? href(link.route, {}, edition) : ''
    case 'page':
      // A page exists in an edition once it has a title there (populated in the edition's locale).
      return typeof link.page === 'object' && link.page?.title ? pagePath(link.page, edition) : ''
    case 'travel':
      return link.travelSlug ? href('travels-travel', { travel: link.travelSlug }, edition) : ''
    case 'url':
      return safeUrl(link.url) ?? ''
    default:
      return ''
  }
}

/**
 * Where a CMS link goes in an edition, or null when it goes nowhere there (a page missing in
 * that edition, a disabled route, an unsafe address): the entry is then left out, never a 404.
 */
export function resolveLink(link: LinkData, edition: Edition): ResolvedLink | null {
  if (!link) return null
  const path = target(link, edition)
  return path ? { href: path, newTab: Boolean(link.newTab) } : null
}
