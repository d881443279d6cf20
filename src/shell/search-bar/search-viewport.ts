'use client'
import { useSyncExternalStore } from 'react'
import { DROPDOWN_MIN_WIDTH_PX } from './constants'
import { keyboardPanelHeight } from './search-layout'

const NARROW = `(max-width: ${DROPDOWN_MIN_WIDTH_PX - 1}px)`

function subscribeNarrow(listener: () => void) {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/** Below 768 px: the header's bar is a full-screen panel (false while rendering on the server). */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )

function subscribeViewport(listener: () => void) {
  window.visualViewport?.addEventListener('resize', listener)
  window.addEventListener('resize', listener)
  return () => {
    window.visualViewport?.removeEventListener('resize', listener)
    window.removeEventListener('resize', listener)
  }
}

/** The open panel's height while a phone's keyboard is open (it follows the visual viewport), else null. */
export const useKeyboardPanelHeight = () =>
  useSyncExternalStore(
    subscribeViewport,
    () => (window.visualViewport ? keyboardPanelHeight(window.visualViewport.height, window.innerHeight) : null),
    () => null,
  )
