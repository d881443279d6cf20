'use client'
import type { PointerEventHandler, ReactNode } from 'react'

type Props = {
  id: string
  label: string
  mega: boolean
  open: boolean
  left: number | undefined
  backLabel: string
  onBack(): void
  onPointerEnter: PointerEventHandler
  onPointerLeave: PointerEventHandler
  /** The panel's groups or links, rendered on the server. */
  children: ReactNode
}

/** The panel of a mega menu or of a drop-down: shown while its item is open, with a back arrow on small screens. */
export function MenuPanel({ id, label, mega, open, left, backLabel, onBack, onPointerEnter, onPointerLeave, children }: Props) {
  return (
    <div
      id={`nav-panel-${id}`}
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
        {label}
      </p>
      {children}
    </div>
  )
}
