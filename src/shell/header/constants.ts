/** Header constants. */
export const HEADER_TRANSPARENT_UNTIL_PX = 50
/** The md breakpoint: phones below it, larger screens from it (the calendar, the search bar). */
export const MD_BREAKPOINT_PX = 768

/** Whether the browser is at or above the md breakpoint. */
export const isLargeScreen = () => window.matchMedia(`(min-width: ${MD_BREAKPOINT_PX}px)`).matches

/** From this width the main navigation sits in the header's bar; below it, in the menu the hamburger opens. */
export const NAV_IN_BAR_PX = 1024

/** Whether the main navigation is in the bar (desktop menus: hover, panels under the bar). */
export const isNavInBar = () => window.matchMedia(`(min-width: ${NAV_IN_BAR_PX}px)`).matches
export const EVENTS_HEADER_OPACITY_FROM_PX = 200
export const EVENTS_HEADER_OPACITY_TO_PX = 700

/** The events header's background opacity at a scroll position: 0 until 200 px, 1 from 700 px. */
export function eventsHeaderOpacity(scrollY: number): number {
  const progress = (scrollY - EVENTS_HEADER_OPACITY_FROM_PX) / (EVENTS_HEADER_OPACITY_TO_PX - EVENTS_HEADER_OPACITY_FROM_PX)
  return Math.min(1, Math.max(0, progress))
}
