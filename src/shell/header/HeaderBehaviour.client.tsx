'use client'
import { useEffect, useRef } from 'react'
import { useBannerStore } from '@/shell/banner/banner-store'
import { HEADER_TRANSPARENT_UNTIL_PX, eventsHeaderOpacity } from './constants'
import { useMenuStore } from './menu-store'

/**
 * Scroll behaviour of the header it sits in: transparent while the page is
 * scrolled less than 50 px (when the page allows it and no menu is open); sticky once scrolled
 * past the header's height (plus the banner's while it is on screen). The events header fades
 * its background in from 200 to 700 px.
 */
export function HeaderBehaviour({ transparentAtTop, events }: { transparentAtTop: boolean; events: boolean }) {
  const marker = useRef<HTMLSpanElement>(null)
  const banner = useBannerStore()
  const menuOpen = useMenuStore((state) => state.mobileMenuOpen || state.openItemId !== null)
  useEffect(() => {
    const header = marker.current?.closest<HTMLElement>('.site-header')
    if (!header) return
    const bar = header.querySelector<HTMLElement>('.site-header__bar') ?? header
    function update() {
      const y = window.scrollY
      header!.dataset.transparent = String(transparentAtTop && !menuOpen && y < HEADER_TRANSPARENT_UNTIL_PX)
      header!.dataset.sticky = String(y > bar.offsetHeight + (banner.passed ? 0 : banner.height))
      if (events) header!.style.setProperty('--header-bg-opacity', String(eventsHeaderOpacity(y)))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [transparentAtTop, events, menuOpen, banner.passed, banner.height])
  return <span ref={marker} hidden />
}
