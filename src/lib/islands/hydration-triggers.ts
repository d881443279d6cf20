import { onIdle } from '@/lib/dom/idle'

/** When an island becomes interactive: at the browser's first idle moment, or once near the viewport. */
export type HydrationStrategy = 'idle' | 'visible'

/** Start loading an island a little before it scrolls into view. */
export const VISIBLE_ROOT_MARGIN = '200px 0px'

/**
 * Calls `open` once `element` comes near the viewport, from the page's first idle moment on (an
 * island already in view then waits for it: nothing hydrates before the page's first block).
 * Returns a cancel function.
 */
export function onVisibleAfterIdle(element: Element, open: () => void): () => void {
  let cancelVisible = () => {}
  const cancelIdle = onIdle(() => (cancelVisible = onVisible(element, open)))
  return () => {
    cancelIdle()
    cancelVisible()
  }
}

/** Calls `open` once `element` comes near the viewport; returns a cancel function. */
export function onVisible(element: Element, open: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        open()
      }
    },
    { rootMargin: VISIBLE_ROOT_MARGIN },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

const INTENT_EVENTS = ['pointerenter', 'focusin', 'pointerdown'] as const

/** Hover, focus or a tap on an island opens it early, so a first click is not lost. */
export function onIntent(element: Element, open: () => void): () => void {
  for (const type of INTENT_EVENTS) element.addEventListener(type, open, { once: true, passive: true })
  return () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, open)
  }
}
