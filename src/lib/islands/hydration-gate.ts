/**
 * What holds an island's hydration back until its trigger fires: a flag and a promise that
 * `use()` suspends on while the gate is closed. Open from the start on the server and on
 * client-side mounts.
 */
export type Gate = {
  readonly isOpen: boolean
  /** Resolves when the gate opens. */
  readonly opened: Promise<void>
  /** The server HTML of the island, kept for the unlikely client-render fallback. */
  readonly html: string | undefined
  open: () => void
  keepHtml: (html: string) => void
  /**
   * Called when React renders the still-closed island. The first render (and React's immediate
   * retries of it, in the same task) arms the gate; a later one means React must reconcile
   * inside it (new props, a navigation), so it opens rather than stalling that update.
   */
  onRender: () => void
}

export function createGate(openNow: boolean): Gate {
  let isOpen = openNow
  let resolve!: () => void
  const opened = new Promise<void>((done) => (resolve = done))
  if (openNow) resolve()
  let html: string | undefined
  let armed = false
  let arming = false
  const open = () => {
    isOpen = true
    resolve()
  }
  return {
    get isOpen() {
      return isOpen
    },
    opened,
    get html() {
      return html
    },
    open,
    keepHtml: (value) => {
      if (html === undefined && !isOpen) html = value
    },
    onRender: () => {
      if (armed) open()
      else if (!arming) {
        arming = true
        queueMicrotask(() => (armed = true))
      }
    },
  }
}
