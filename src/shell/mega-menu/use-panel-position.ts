'use client'
import { useEffect, useState, type RefObject } from 'react'
import { isNavInBar } from '@/shell/header/constants'
import { MEGA_MENU_REPOSITION_DEBOUNCE_MS } from './constants'
import { panelLeft } from './panel-position'

/**
 * Left offsets of the open mega menu panel on large screens, recomputed when it opens and on
 * window resize (debounced 200 ms); cleared on small screens.
 */
export function usePanelPosition(navRef: RefObject<HTMLElement | null>, openItemId: string | null): Record<string, number | undefined> {
  const [positions, setPositions] = useState<Record<string, number | undefined>>({})
  useEffect(() => {
    function measure() {
      const nav = navRef.current
      const container = nav?.closest<HTMLElement>('.site-header__bar')
      if (!nav || !container || !openItemId) return
      if (!isNavInBar()) {
        setPositions({})
        return
      }
      const trigger = document.getElementById(`nav-trigger-${openItemId}`)
      const panel = document.getElementById(`nav-panel-${openItemId}`)
      if (!trigger || !panel || !panel.classList.contains('menu-panel--mega')) return
      const item = trigger.getBoundingClientRect()
      const box = container.getBoundingClientRect()
      setPositions({
        [openItemId]: panelLeft({ left: item.left, width: item.width }, panel.offsetWidth, { left: box.left, width: box.width }),
      })
    }
    measure()
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(measure, MEGA_MENU_REPOSITION_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [navRef, openItemId])
  return positions
}
