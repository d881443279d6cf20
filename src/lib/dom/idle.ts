/** Fallback where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_DELAY_MS = 200
/** Waited at most for an idle moment (the first block, the shell's deferred parts). */
export const IDLE_TIMEOUT_MS = 2000
/**
 * Waited at most for a job's own work (its code loading, its hydration) before the next job's
 * idle moment is awaited: a job that never settles does not hold the others back.
 */
export const IDLE_JOB_SETTLE_MS = 1000

/** A job returns a promise when what it starts goes on after it returns (a chunk to load and hydrate). */
type IdleJob = () => void | Promise<unknown>

const queue: IdleJob[] = []
let waiting = false

function afterIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, IDLE_FALLBACK_DELAY_MS)
}

function runNext() {
  const job = queue.shift()
  if (!job) {
    waiting = false
    return
  }
  let settled: Promise<unknown> = Promise.resolve()
  try {
    settled = Promise.resolve(job())
  } catch (error) {
    reportError(error)
  }
  const cap = new Promise((done) => setTimeout(done, IDLE_JOB_SETTLE_MS))
  void Promise.race([settled, cap])
    .catch(() => undefined)
    .then(() => (queue.length ? afterIdle(runNext) : (waiting = false)))
}

/**
 * Calls `job` at an idle moment of its own: jobs run one per idle moment, in the order they were
 * asked for, each once the previous one's work has settled. Everything a page defers to idle
 * (islands, the session's widgets, the modal layer) would otherwise start in the same moment, and
 * their code would load, run and hydrate as one long task. Returns a cancel function.
 */
export function onIdle(job: IdleJob): () => void {
  queue.push(job)
  if (!waiting) {
    waiting = true
    afterIdle(runNext)
  }
  return () => {
    const index = queue.indexOf(job)
    if (index >= 0) queue.splice(index, 1)
  }
}
