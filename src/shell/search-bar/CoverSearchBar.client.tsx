'use client'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useEdition } from '@/editions/EditionProvider.client'
import { ClosedSearchBar } from './ClosedSearchBar.client'
import type { CoverPanel } from './CoverPanel.client'

const loadPanel = () => import('./CoverPanel.client')

/** Where the focus goes in the open panel: the field the visitor reached for in the closed bar. */
const FOCUS_IN_PANEL: Record<string, string> = {
  where: '.search-bar__where input',
  when: '.search-bar__when [role="tab"][aria-selected="true"]',
}

type Opened = { Panel: typeof CoverPanel; field: string }

/** The field of the closed bar an event reached for (`where` for anything else, the search button included). */
const fieldOf = (target: EventTarget | null) =>
  (target instanceof Element && target.closest<HTMLElement>('[data-field]')?.dataset.field) || 'where'

/**
 * The cover's search bar: closed (the server's where, when and search) until the visitor reaches
 * for it. Hover fetches the panel's code; focus, a tap or a submit opens the panel in its place,
 * on the field reached for, with what was typed meanwhile: a first tap or keystroke is not lost.
 */
export function CoverSearchBar({ action, hideRecent }: { action: string; hideRecent: boolean }) {
  const edition = useEdition().code
  const bar = useRef<HTMLDivElement>(null)
  const [opened, setOpened] = useState<Opened | null>(null)
  const open = useRef<(target: EventTarget | null) => void>(() => undefined)

  useEffect(() => {
    const element = bar.current
    if (!element || opened) return
    let cancelled = false
    let reached: string | null = null
    open.current = (target) => {
      if (reached) return
      reached = fieldOf(target)
      void loadPanel().then((module) => {
        if (cancelled) return
        // In one task with the swap: no keystroke falls between reading the box and replacing it.
        flushSync(() => {
          module.startFromTyped(element.querySelector('input')?.value ?? '')
          setOpened({ Panel: module.CoverPanel, field: reached! })
        })
      })
    }
    const prefetch = () => void loadPanel()
    const onIntent = (event: Event) => open.current(event.target)
    element.addEventListener('pointerenter', prefetch, { passive: true })
    element.addEventListener('focusin', onIntent)
    element.addEventListener('pointerdown', onIntent, { passive: true })
    // Focused before this code ran (a tap or Tab while the page was loading).
    if (element.contains(document.activeElement)) open.current(document.activeElement)
    return () => {
      cancelled = true
      element.removeEventListener('pointerenter', prefetch)
      element.removeEventListener('focusin', onIntent)
      element.removeEventListener('pointerdown', onIntent)
    }
  }, [opened])

  useLayoutEffect(() => {
    if (!opened) return
    const target = bar.current?.querySelector<HTMLElement>(FOCUS_IN_PANEL[opened.field] ?? FOCUS_IN_PANEL.where!)
    target?.focus()
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length)
  }, [opened])

  const Panel = opened?.Panel
  return (
    <div ref={bar}>
      {Panel ? (
        <Panel edition={edition} hideRecent={hideRecent} />
      ) : (
        <ClosedSearchBar
          action={action}
          onSubmit={(event) => {
            event.preventDefault()
            open.current(event.target)
          }}
        />
      )}
    </div>
  )
}
