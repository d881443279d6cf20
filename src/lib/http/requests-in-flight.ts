/**
 * Counts the requests in flight (the progress bar runs while any is): a site link's navigation while
 * it is pending (`ClientNavigation`), and every site-API call (`siteApi()` tracks its own).
 * A listener hears the current count at once, then every change.
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
  listener(inFlight)
  return () => listeners.delete(listener)
}
