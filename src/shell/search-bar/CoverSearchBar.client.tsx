'use client'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useEdition } from '@/editions/EditionProvider.client'
import { EDITIONS, type Language } from '@/editions/editions'
import type { OnDemandMessages } from '@/editions/messages'
import { onDemandTexts } from '@/editions/on-demand-texts'
import { WithIntl } from '@/lib/intl/WithIntl.client'
import { ClosedSearchBar } from './ClosedSearchBar.client'
import type { CoverPanel } from './CoverPanel.client'

/** The panel's code and texts (the closed bar has only its own). */
const loadPanel = (language: Language) => Promise.all([import('./CoverPanel.client'), onDemandTexts(language)])

/** Where the focus goes in the open panel: the field the visitor reached for in the closed bar. */
const FOCUS_IN_PANEL: Record<string, string> = {
  where: '.search-bar__where input',
  when: '.search-bar__when [role="tab"][aria-selected="true"]',
}

type Opened = { Panel: typeof CoverPanel; texts: OnDemandMessages; field: string }

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
  const language = EDITIONS[edition].language
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
      void loadPanel(language).then(([module, texts]) => {
        if (cancelled) return
        // In one task with the swap: no keystroke falls between reading the box and replacing it.
        flushSync(() => {
          module.startFromTyped(element.querySelector('input')?.value ?? '')
          setOpened({ Panel: module.CoverPanel, texts, field: reached! })
        })
      })
    }
    const prefetch = () => void loadPanel(language)
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
  }, [opened, language])

  useLayoutEffect(() => {
    if (!opened) return
    const target = bar.current?.querySelector<HTMLElement>(FOCUS_IN_PANEL[opened.field] ?? FOCUS_IN_PANEL.where!)
    target?.focus()
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length)
  }, [opened])

  return (
    <div ref={bar}>
      {opened ? (
        <WithIntl messages={opened.texts}>
          <opened.Panel edition={edition} hideRecent={hideRecent} />
        </WithIntl>
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
