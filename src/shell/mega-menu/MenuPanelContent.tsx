import type { NavGroup, NavItem, NavLink } from '@/shell/data/types'
import { SiteLink } from '@/features/navigation/SiteLink'
import { newTabAttributes } from '@/lib/dom/new-tab'
import { MEGA_MENU_COLUMNS } from './constants'
import { MenuGroupAccordion } from './MenuGroupAccordion.client'

function Badge({ badge }: { badge: NavLink['badge'] }) {
  return badge ? <span className={`menu-badge menu-badge--${badge.toLowerCase()}`}>{badge}</span> : null
}

function LinkItems({ links }: { links: NavLink[] }) {
  return links.map((link) => (
    <li key={link.id}>
      <SiteLink href={link.href} {...newTabAttributes(link.newTab)}>
        {link.label}
        <Badge badge={link.badge} />
      </SiteLink>
    </li>
  ))
}

/** A mega menu group: a column heading on large screens, an accordion on small ones unless told not to. */
function Group({ group }: { group: NavGroup }) {
  const accordion = !group.removeAccordionOnMobile && group.links.length > 0
  return (
    <section className={`menu-group menu-group--${group.style}`} data-accordion={accordion || undefined}>
      <h3 className="menu-group__title">
        {group.link ? (
          <SiteLink href={group.link.href} {...newTabAttributes(group.link.newTab)}>
            {group.label}
          </SiteLink>
        ) : (
          group.label
        )}
        <Badge badge={group.badge} />
      </h3>
      {accordion ? (
        <MenuGroupAccordion label={group.label} listId={`nav-group-${group.id}`}>
          <LinkItems links={group.links} />
        </MenuGroupAccordion>
      ) : (
        group.links.length > 0 && (
          <ul className="menu-panel__links">
            <LinkItems links={group.links} />
          </ul>
        )
      )}
    </section>
  )
}

/**
 * What a menu panel lists, rendered on the server (only the accordions are interactive): a mega
 * menu's groups in 6 columns, or a drop-down's links.
 */
export function MenuPanelContent({ item }: { item: NavItem }) {
  if (item.type !== 'mega-menu') {
    const links = item.groups.flatMap((group) =>
      group.link ? [{ id: group.id, label: group.label, href: group.link.href, newTab: group.link.newTab, badge: group.badge }] : [],
    )
    return (
      <ul className="menu-panel__links">
        <LinkItems links={links} />
      </ul>
    )
  }
  return (
    <div className="menu-panel__grid" style={{ '--menu-columns': MEGA_MENU_COLUMNS } as React.CSSProperties}>
      {item.groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  )
}
