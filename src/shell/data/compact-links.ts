import type { MenuBadge, NavLink } from './types'

/**
 * A menu's link as an island's props carry it (every page's HTML holds those props once more in
 * its RSC payload): no id, and the defaults (same tab, no badge) left out.
 */
export type CompactLink = { label: string; href: string; newTab?: true; badge?: MenuBadge }

export function compactLink({ label, href, newTab, badge }: Pick<NavLink, 'label' | 'href' | 'newTab' | 'badge'>): CompactLink {
  return { label, href, ...(newTab && { newTab }), ...(badge && { badge }) }
}

/** Where a link leads, without its words: a menu title's or an item's target. */
export type CompactTarget = Omit<CompactLink, 'label' | 'badge'>

export const compactTarget = (link: { href: string; newTab: boolean }): CompactTarget => ({
  href: link.href,
  ...(link.newTab && { newTab: true as const }),
})
