import { pushEvent } from '@/lib/analytics/data-layer'
import { readCookie } from '@/lib/dom/cookies'
import { EXPERIMENTS_COOKIE, parseAssignments } from './assignments-cookie'

/** Where the browser remembers the experiments (and variations) it has reported. */
const REPORTED_KEY = 'experiments-viewed'

function reported(): Set<string> {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REPORTED_KEY) ?? '[]')
    return new Set(Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [])
  } catch {
    return new Set()
  }
}

/**
 * `experiment_viewed` for each experiment the server put this visitor in (the experiments
 * cookie) and this browser has not reported yet: once per visitor, experiment and variation.
 */
export function reportExperimentsViewed(): void {
  const assignments = parseAssignments(readCookie(EXPERIMENTS_COOKIE))
  if (assignments.length === 0) return
  const done = reported()
  for (const { experiment, variation } of assignments) {
    const entry = `${experiment}:${variation}`
    if (done.has(entry)) continue
    pushEvent({ event: 'experiment_viewed', experiment_id: experiment, variation_id: String(variation) })
    done.add(entry)
  }
  try {
    localStorage.setItem(REPORTED_KEY, JSON.stringify([...done].slice(-50)))
  } catch {
    // Storage refused (private mode, full): the events may be reported again on a later page.
  }
}
