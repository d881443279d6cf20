/**
 * Counts the requests in flight (spec 001 §2.1: the progress bar counts them) by wrapping
 * `fetch` once; listeners hear every change of the count.
 */
type Listener = (inFlight: number) => void

let inFlight = 0
const listeners = new Set<Listener>()
let installed = false

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
  if (!installed && typeof window !== 'undefined') {
    installed = true
    const original = window.fetch.bind(window)
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const finish = trackRequest()
      return original(...args).finally(finish)
    }
  }
  return () => listeners.delete(listener)
}
