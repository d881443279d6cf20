/** Default carousel item count. */
export const CAROUSEL_DEFAULT_ITEMS_PER_VIEW = 4
/** Carousel debounce (resize/reInit handling). */
export const CAROUSEL_DEBOUNCE_MS = 100
/** Dot threshold, the drag distance below which a dot press counts as a click. */
export const CAROUSEL_DOT_THRESHOLD_PX = 10
