'use client'
import { useEffect, useState } from 'react'
import { nextScrollHiding, scrollHidingAt, STICKY_BARS_MIN_PX } from './scroll-hiding'

/** Whether a scroll-hiding bar is hidden now: the window's scroll, read once a frame (bars stick only from STICKY_BARS_MIN_PX). */
export function useScrollHiding(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled || !matchMedia(`(min-width: ${STICKY_BARS_MIN_PX}px)`).matches) return
    let state = scrollHidingAt(window.scrollY)
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        state = nextScrollHiding(state, window.scrollY)
        setHidden(state.hidden)
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [enabled])
  return enabled && hidden
}
