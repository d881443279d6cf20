/** Navigation progress bar. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
