'use client'
import type { ReactNode } from 'react'
import { pushEvent, type AnalyticsEvent } from '@/lib/analytics/data-layer'
import type { ModalName } from './registry'

type Props = { modal: ModalName; type?: string; className?: string; label?: string; event?: AnalyticsEvent; children: ReactNode }

/**
 * A control that opens a modal by address. It is a link to `?modal=NAME` (so it works before
 * hydration and can be shared); once interactive, it opens the modal without a page load.
 */
export function ModalLink({ modal, type, className, label, event, children }: Props) {
  const query = new URLSearchParams({ modal, ...(type ? { type } : {}) })
  return (
    <a
      href={`?${query}`}
      role="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(click) => {
        if (click.metaKey || click.ctrlKey || click.shiftKey) return
        click.preventDefault()
        if (event) pushEvent(event)
        // The opener comes with the modal layer (one chunk, with nuqs): loaded at the first idle moment, or by a click before it.
        void import('./ModalHost.client').then(({ openModalByAddress }) => openModalByAddress({ modal, type }))
      }}
    >
      {children}
    </a>
  )
}
