/**
 * A thenable that an island's trigger resolves. Fulfilled from the start on the server and on
 * client-side mounts, so `use()` returns at once there.
 */
export type Gate = PromiseLike<void> & {
  readonly status: 'pending' | 'fulfilled'
  /** The server HTML of the island, kept for the unlikely client-render fallback. */
  readonly html: string | undefined
  open: () => void
  keepHtml: (html: string) => void
  /**
   * Called when React renders the still-closed island again. The first render arms the gate; a
   * later one means React must reconcile inside it (new props, a navigation), so it opens
   * rather than stalling that update.
   */
  onRender: () => void
}

export function createGate(openNow: boolean): Gate {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  let status: Gate['status'] = openNow ? 'fulfilled' : 'pending'
  let html: string | undefined
  let armed = false
  let arming = false
  void promise.then(() => (status = 'fulfilled'))
  return {
    then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
    get status() {
      return status
    },
    get html() {
      return html
    },
    open: () => resolve(),
    keepHtml: (value) => {
      if (html === undefined && status !== 'fulfilled') html = value
    },
    onRender: () => {
      if (armed) resolve()
      else if (!arming) {
        arming = true
        queueMicrotask(() => (armed = true))
      }
    },
  }
}
