/** Navigation progress bar (spec 001 §2.1, §9). */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
