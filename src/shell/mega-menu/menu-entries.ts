import { compactLink, compactTarget, type CompactLink, type CompactTarget } from '@/shell/data/compact-links'
import type { MenuBadge, MenuStyle, NavItem } from '@/shell/data/types'

/** A mega menu's column: its title (a link or not) and its links. */
export type MenuGroup = {
  id: string
  label: string
  link?: CompactTarget
  style: MenuStyle
  badge?: MenuBadge
  /** Its links fold under the title on small screens. */
  accordion?: true
  links: CompactLink[]
}

type EntryBase = { id: string; label: string; style: MenuStyle }

/** An item of the main navigation as its island's props carry it: what the menu draws, nothing more. */
export type MenuEntry =
  | (EntryBase & { type: 'link'; link: CompactTarget })
  | (EntryBase & { type: 'drop-down'; links: CompactLink[] })
  | (EntryBase & { type: 'mega-menu'; groups: MenuGroup[] })

/** The CMS's menu items as the navigation draws them: a drop-down lists those of its groups that are links. */
export function menuEntries(items: NavItem[]): MenuEntry[] {
  return items.map(({ id, label, style, type, link, groups }): MenuEntry => {
    if (type === 'link') return { id, label, style, type, link: compactTarget(link!) }
    if (type === 'drop-down') {
      const links = groups.flatMap((group) => (group.link ? [compactLink({ ...group.link, label: group.label, badge: group.badge })] : []))
      return { id, label, style, type, links }
    }
    return {
      id,
      label,
      style,
      type,
      groups: groups.map((group) => ({
        id: group.id,
        label: group.label,
        ...(group.link && { link: compactTarget(group.link) }),
        style: group.style,
        ...(group.badge && { badge: group.badge }),
        ...(!group.removeAccordionOnMobile && group.links.length > 0 && { accordion: true as const }),
        links: group.links.map(compactLink),
      })),
    }
  })
}
