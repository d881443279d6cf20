/** Fallback where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_DELAY_MS = 200
/** Waited at most for an idle moment (the first block, the shell's deferred parts). */
export const IDLE_TIMEOUT_MS = 2000

/** Calls `open` when the browser is idle; returns a cancel function. */
export function onIdle(open: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(open, IDLE_FALLBACK_DELAY_MS)
  return () => clearTimeout(handle)
}
