'use client'
import { useState, type ReactNode } from 'react'

/** A mega menu group's links behind a toggle on small screens (on large ones the list always shows). */
export function MenuGroupAccordion({ label, listId, children }: { label: string; listId: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <>
      <button
        type="button"
        className="menu-group__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {label}
        <span className="main-nav__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-panel__links" data-collapsed={!expanded || undefined}>
        {children}
      </ul>
    </>
  )
}
