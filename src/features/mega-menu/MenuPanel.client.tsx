'use client'
import { useState, type PointerEventHandler } from 'react'
import type { NavGroup, NavItem, NavLink } from '@/features/layout/types'
import { MEGA_MENU_COLUMNS } from './constants'
import { newTabAttributes } from '@/lib/dom/new-tab'

type Props = {
  item: NavItem
  open: boolean
  left: number | undefined
  backLabel: string
  onBack(): void
  onPointerEnter: PointerEventHandler
  onPointerLeave: PointerEventHandler
}

function Badge({ badge }: { badge: NavLink['badge'] }) {
  return badge ? <span className={`menu-badge menu-badge--${badge.toLowerCase()}`}>{badge}</span> : null
}

function LinkList({ links, id, hidden }: { links: NavLink[]; id?: string; hidden?: boolean }) {
  return (
    <ul id={id} className="menu-panel__links" data-collapsed={hidden || undefined}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} {...newTabAttributes(link.newTab)}>
            {link.label}
            <Badge badge={link.badge} />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** A mega menu group: a column heading on large screens, an accordion on small ones unless told not to. */
function Group({ group }: { group: NavGroup }) {
  const [expanded, setExpanded] = useState(false)
  const listId = `nav-group-${group.id}`
  const heading = group.link ? (
    <a href={group.link.href} {...newTabAttributes(group.link.newTab)}>
      {group.label}
    </a>
  ) : (
    group.label
  )
  const accordion = !group.removeAccordionOnMobile && group.links.length > 0
  return (
    <section className={`menu-group menu-group--${group.style}`} data-accordion={accordion || undefined}>
      <h3 className="menu-group__title">
        {heading}
        <Badge badge={group.badge} />
      </h3>
      {accordion && (
        <button
          type="button"
          className="menu-group__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {group.label}
          <span className="main-nav__chevron" aria-hidden="true" />
        </button>
      )}
      {group.links.length > 0 && <LinkList id={listId} links={group.links} hidden={accordion && !expanded} />}
    </section>
  )
}

/** The panel of a mega menu (groups in 6 columns) or of a drop-down (a list of links). */
export function MenuPanel({ item, open, left, backLabel, onBack, onPointerEnter, onPointerLeave }: Props) {
  const mega = item.type === 'mega-menu'
  return (
    <div
      id={`nav-panel-${item.id}`}
      className={`menu-panel menu-panel--${mega ? 'mega' : 'dropdown'}`}
      hidden={!open}
      style={mega && left !== undefined ? { left } : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button type="button" className="menu-panel__back" onClick={onBack}>
        <span aria-hidden="true">←</span> {backLabel}
      </button>
      <p className="menu-panel__title" aria-hidden="true">
        {item.label}
      </p>
      {mega ? (
        <div className="menu-panel__grid" style={{ '--menu-columns': MEGA_MENU_COLUMNS } as React.CSSProperties}>
          {item.groups.map((group) => (
            <Group key={group.id} group={group} />
          ))}
        </div>
      ) : (
        <LinkList
          links={item.groups.flatMap((group) =>
            group.link ? [{ id: group.id, label: group.label, href: group.link.href, newTab: group.link.newTab, badge: group.badge }] : [],
          )}
        />
      )}
    </div>
  )
}
