/** Header constants. */
export const HEADER_TRANSPARENT_UNTIL_PX = 50
/** Below this width the header shows the hamburger and the mobile menu (the md breakpoint). */
export const MD_BREAKPOINT_PX = 768

/** Whether the browser is at or above the md breakpoint (desktop header behaviour). */
export const isLargeScreen = () => window.matchMedia(`(min-width: ${MD_BREAKPOINT_PX}px)`).matches
export const EVENTS_HEADER_OPACITY_FROM_PX = 200
export const EVENTS_HEADER_OPACITY_TO_PX = 700

/** The events header's background opacity at a scroll position: 0 until 200 px, 1 from 700 px. */
export function eventsHeaderOpacity(scrollY: number): number {
  const progress = (scrollY - EVENTS_HEADER_OPACITY_FROM_PX) / (EVENTS_HEADER_OPACITY_TO_PX - EVENTS_HEADER_OPACITY_FROM_PX)
  return Math.min(1, Math.max(0, progress))
}
