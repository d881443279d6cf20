'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { pushEvent } from '@/lib/analytics/data-layer'
import { readCookie, writeCookie } from '@/lib/dom/cookies'
import { CLOSED_BANNERS_COOKIE, closedBannerIds, useBannerStore } from './banner-store'

type Props = { bannerId: string; closable: boolean; closeLabel: string; scrollTo: string | null; children: ReactNode }

/** Closed banners are remembered for a year, the latest 20. */
const CLOSED_BANNERS_MAX_AGE_S = 60 * 60 * 24 * 365
const CLOSED_BANNERS_KEPT = 20

function rememberClosed(id: string) {
  const ids = closedBannerIds(readCookie(CLOSED_BANNERS_COOKIE))
  ids.add(id)
  writeCookie(CLOSED_BANNERS_COOKIE, [...ids].slice(-CLOSED_BANNERS_KEPT).join('.'), CLOSED_BANNERS_MAX_AGE_S)
}

/**
 * The banner bar's behaviour: it reports its height and whether the page has
 * scrolled past it; a scroll call to action scrolls to its anchor; closing hides it for good
 * (a cookie, read before the next page paints).
 */
export function BannerControls({ bannerId, closable, closeLabel, scrollTo, children }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [closed, setClosed] = useState(false)
  const report = useBannerStore((state) => state.report)

  useEffect(() => {
    const bar = ref.current?.closest<HTMLElement>('.banner-bar')
    // The page carries every banner of its path; only the one on screen reports.
    if (bar && !closed && getComputedStyle(bar).display === 'none') return
    if (!bar || closed) {
      report(0, true)
      return
    }
    const update = () => report(bar.offsetHeight, window.scrollY >= bar.offsetHeight)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(bar)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [closed, report])

  useEffect(() => {
    const bar = ref.current?.closest<HTMLElement>('.banner-bar')
    if (bar && closed) bar.hidden = true
  }, [closed])

  return (
    <div ref={ref} className="banner-bar__controls">
      {scrollTo ? (
        <a
          className="banner-bar__cta"
          href={`#${scrollTo}`}
          onClick={(event) => {
            const target = document.getElementById(scrollTo)
            if (!target) return
            event.preventDefault()
            target.scrollIntoView({ behavior: 'smooth', block: 'start' })
            pushEvent({ event: 'banner_click', bannerId })
          }}
        >
          {children}
        </a>
      ) : (
        children
      )}
      {closable && (
        <button
          type="button"
          className="banner-bar__close"
          aria-label={closeLabel}
          onClick={() => {
            rememberClosed(bannerId)
            setClosed(true)
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  )
}
