/**
 * Counts the requests in flight (the progress bar runs while any is): a navigation from its link
 * click until the new route renders, and every site-API call (`siteApi()` tracks its own).
 * Listeners hear every change of the count.
 */
type Listener = (inFlight: number) => void

let inFlight = 0
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener(inFlight)
}

export function trackRequest(): () => void {
  inFlight++
  emit()
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight--
    emit()
  }
}

export function onRequestCountChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
