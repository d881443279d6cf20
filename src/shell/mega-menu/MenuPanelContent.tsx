import { newTabAttributes } from '@/lib/dom/new-tab'
import { MEGA_MENU_COLUMNS } from './constants'
import type { CompactLink } from '@/shell/data/compact-links'
import type { MenuEntry, MenuGroup } from './menu-entries'
import { MenuGroupAccordion } from './MenuGroupAccordion.client'

function Badge({ badge }: { badge: CompactLink['badge'] }) {
  return badge ? <span className={`menu-badge menu-badge--${badge.toLowerCase()}`}>{badge}</span> : null
}

function LinkItems({ links }: { links: CompactLink[] }) {
  return links.map((link, index) => (
    <li key={index}>
      <a href={link.href} {...newTabAttributes(link.newTab ?? false)}>
        {link.label}
        <Badge badge={link.badge} />
      </a>
    </li>
  ))
}

/** A mega menu group: a column heading on large screens, an accordion on small ones unless told not to. */
function Group({ group }: { group: MenuGroup }) {
  return (
    <section className={`menu-group menu-group--${group.style}`} data-accordion={group.accordion}>
      <h3 className="menu-group__title">
        {group.link ? (
          <a href={group.link.href} {...newTabAttributes(group.link.newTab ?? false)}>
            {group.label}
          </a>
        ) : (
          group.label
        )}
        <Badge badge={group.badge} />
      </h3>
      {group.accordion ? (
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
 * What a menu panel lists (only the accordions are interactive): a mega menu's groups in 6 columns,
 * or a drop-down's links. Its links are the site's own: the navigation marks them all at once
 * (`data-site-links`, see ClientNavigation), not each as a `SiteLink`.
 */
export function MenuPanelContent({ entry }: { entry: Exclude<MenuEntry, { type: 'link' }> }) {
  if (entry.type === 'drop-down') {
    return (
      <ul className="menu-panel__links">
        <LinkItems links={entry.links} />
      </ul>
    )
  }
  return (
    <div className="menu-panel__grid" style={{ '--menu-columns': MEGA_MENU_COLUMNS } as React.CSSProperties}>
      {entry.groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  )
}
