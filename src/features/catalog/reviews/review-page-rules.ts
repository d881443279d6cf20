/** How many reviews one page of the reviews page lists. */
export const REVIEWS_PER_PAGE = 20
/** The largest page number an address or a call may ask for. */
export const MAX_REVIEWS_PAGE = 10_000
