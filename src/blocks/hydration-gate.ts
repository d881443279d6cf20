/**
 * A thenable that an island's trigger resolves. Fulfilled from the start on the server and on
 * client-side mounts, so `use()` returns at once there.
 */
export type Gate = PromiseLike<void> & {
  status: 'pending' | 'fulfilled'
  open: () => void
  armed?: boolean
  arming?: boolean
  html?: string
}

export function createGate(openNow: boolean): Gate {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  const gate: Gate = {
    status: openNow ? 'fulfilled' : 'pending',
    then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
    open: () => resolve(),
  }
  void promise.then(() => (gate.status = 'fulfilled'))
  return gate
}
