/**
 * The narrowest screen on which bars stick under the header (and hide while scrolling down): on
 * phones only the header sticks, so that bars stuck to the top take at most 15 % of the screen.
 * The stylesheets of the search summary and the listing's toolbar use the same width.
 */
export const STICKY_BARS_MIN_PX = 768

/** The distance scrolled one way before a scroll-hiding bar hides (down) or shows again (up). */
export const SCROLL_HIDING_THRESHOLD_PX = 20

/** `turn`: where the scroll last changed direction, measured from there. */
export type ScrollHiding = { hidden: boolean; turn: number }

/** The bar as a page opens, wherever it is scrolled to: shown. */
export const scrollHidingAt = (y: number): ScrollHiding => ({ hidden: false, turn: Math.max(0, y) })

/**
 * The bar after a scroll to `y`: at the top it always shows; it hides after more than the
 * threshold down from where the visitor last turned, and shows after more than the threshold up.
 */
export function nextScrollHiding(state: ScrollHiding, y: number): ScrollHiding {
  if (y <= SCROLL_HIDING_THRESHOLD_PX) return { hidden: false, turn: Math.max(0, y) }
  if (state.hidden) {
    if (y > state.turn) return { hidden: true, turn: y }
    return state.turn - y > SCROLL_HIDING_THRESHOLD_PX ? { hidden: false, turn: y } : state
  }
  if (y < state.turn) return { hidden: false, turn: y }
  return y - state.turn > SCROLL_HIDING_THRESHOLD_PX ? { hidden: true, turn: y } : state
}
