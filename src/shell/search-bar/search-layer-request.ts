import { useSyncExternalStore } from 'react'

/**
 * Whether the header's search layer is wanted: its code loads only once the visitor reaches for
 * the search (hover, focus or tap of a trigger), never at idle. A tap that arrives before the
 * code asks it to open as soon as it is there.
 */
let wanted = false
let openOnArrival = false
const listeners = new Set<() => void>()

/** Loads the search layer; `open`: shows it as soon as it is there (a tap that came before its code). */
export function requestSearchLayer(open = false) {
  openOnArrival ||= open
  if (wanted) return
  wanted = true
  listeners.forEach((listener) => listener())
}

/** For the layer, once mounted: whether a tap asked it to open meanwhile (answered once). */
export function takeOpenOnArrival(): boolean {
  const open = openOnArrival
  openOnArrival = false
  return open
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the layer has been asked for; false on the server and while hydrating. */
export const useSearchLayerWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
