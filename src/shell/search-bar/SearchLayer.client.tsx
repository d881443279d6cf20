'use client'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { TOGGLE_SEARCH_EVENT } from '@/shell/header/SearchTrigger.client'
import { Dialog } from '@/lib/react/Dialog.client'
import { WithOnDemandTexts } from '@/editions/WithOnDemandTexts.client'
import { takeOpenOnArrival } from './search-layer-request'
import { openDelayMs } from './search-layout'
import { useSearchBar } from './search-store'
import './search.css'

// The bar's code loads when it first opens: a page never needs it to show.
const SearchPanel = lazy(() => import('./SearchPanel.client').then((module) => ({ default: module.SearchPanel })))

/** Desktop (md and up): past this much scrolling the dropdown closes. */
export const CLOSE_ON_SCROLL_PX = 250

/**
 * The header's search, mounted once a trigger asks for it (and open at once if a tap asked
 * before its code was there): the trigger's `toggle-search` opens it in a dialog, a dropdown under the
 * header from 768 px (fading in over the open delay) and a full-screen panel below (page scroll
 * locked). Escape or the close button closes it and focus goes back to the trigger; closing can
 * also clear it.
 */
function SearchDialog() {
  const t = useTranslations('search')
  const edition = useEdition().code
  const { open, setOpen, clear } = useSearchBar()
  const [delayMs, setDelayMs] = useState(0)

  useEffect(() => {
    const show = (open: boolean) => {
      setDelayMs(openDelayMs(window.innerWidth, window.matchMedia('(prefers-reduced-motion: reduce)').matches))
      setOpen(open)
    }
    const onToggle = (event: Event) => {
      event.preventDefault()
      show(!useSearchBar.getState().open)
    }
    if (takeOpenOnArrival()) show(true)
    window.addEventListener(TOGGLE_SEARCH_EVENT, onToggle)
    return () => window.removeEventListener(TOGGLE_SEARCH_EVENT, onToggle)
  }, [setOpen])

  useEffect(() => {
    if (!open) return
    const start = window.scrollY
    const onScroll = () =>
      window.matchMedia('(min-width: 768px)').matches && Math.abs(window.scrollY - start) > CLOSE_ON_SCROLL_PX && setOpen(false)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [open, setOpen])

  return (
    <Dialog
      open={open}
      onDismiss={() => setOpen(false)}
      className="search-layer"
      aria-label={t('title')}
      style={{ '--search-open-delay': `${delayMs}ms` } as React.CSSProperties}
    >
      {open && (
        <div className="search-layer__inner">
          <div className="search-layer__top">
            <h2 className="search-layer__title">{t('title')}</h2>
            <button
              type="button"
              className="search-layer__close-clear"
              onClick={() => {
                clear()
                setOpen(false)
              }}
            >
              {t('closeAndClear')}
            </button>
            <button type="button" className="search-layer__close" aria-label={t('close')} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <Suspense fallback={<p className="search-layer__loading">{t('loading')}</p>}>
            <SearchPanel edition={edition} section="header" fullScreen onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </Dialog>
  )
}

/** The header's search with its texts (they load with it: suspends meanwhile). */
export function SearchLayer() {
  return (
    <WithOnDemandTexts>
      <SearchDialog />
    </WithOnDemandTexts>
  )
}
