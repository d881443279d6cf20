/** Fallback where requestIdleCallback is missing (Safari). */
const IDLE_FALLBACK_DELAY_MS = 200
/** A job runs at most this long after it was asked for, idle moment or not (the first block, the shell's deferred parts). */
export const IDLE_TIMEOUT_MS = 2000
/**
 * Waited at most for a job's own work (its code loading, its hydration) before the next job's
 * turn: a job that never settles does not hold the others back.
 */
export const IDLE_JOB_SETTLE_MS = 1000

/** A job returns a promise when what it starts goes on after it returns (a chunk to load and hydrate). */
type IdleJob = () => void | Promise<unknown>

const queue: Array<{ job: IdleJob; due: number }> = []
let waiting = false

const untilDue = (due: number) => Math.max(0, due - performance.now())

function afterIdle(run: () => void, timeout: number) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout })
  else setTimeout(run, Math.min(IDLE_FALLBACK_DELAY_MS, timeout))
}

function runNext() {
  const next = queue.shift()
  if (!next) {
    waiting = false
    return
  }
  let settled: Promise<unknown> = Promise.resolve()
  try {
    settled = Promise.resolve(next.job())
  } catch (error) {
    reportError(error)
  }
  // The next job waits for this one's work, but never past its own deadline.
  const following = queue[0]
  const cap = new Promise((done) => setTimeout(done, Math.min(IDLE_JOB_SETTLE_MS, following ? untilDue(following.due) : 0)))
  void Promise.race([settled, cap])
    .catch(() => undefined)
    .then(() => (queue.length ? afterIdle(runNext, untilDue(queue[0]!.due)) : (waiting = false)))
}

/**
 * Calls `job` at an idle moment of its own, at most IDLE_TIMEOUT_MS after this call: jobs run one
 * per idle moment, in the order they were asked for, each once the previous one's work has settled
 * unless its deadline comes first. Everything a page defers to idle (islands, the session's parts,
 * the modal layer) would otherwise start in the same moment, and their code would load, run and
 * hydrate as one long task. Returns a cancel function.
 */
export function onIdle(job: IdleJob): () => void {
  const entry = { job, due: performance.now() + IDLE_TIMEOUT_MS }
  queue.push(entry)
  if (!waiting) {
    waiting = true
    afterIdle(runNext, IDLE_TIMEOUT_MS)
  }
  return () => {
    const index = queue.indexOf(entry)
    if (index >= 0) queue.splice(index, 1)
  }
}
