import type { Payload } from 'payload'

type ErrorSource = { on: (event: 'error', listener: (error: Error) => void) => void }
type PoolEvents = {
  pool?: ErrorSource & {
    on: (event: 'connect', listener: (client: ErrorSource) => void) => void
    _clients?: ErrorSource[]
    ending?: boolean
  }
}

/**
 * When the database stops or restarts, its connections fail and say so with 'error' events: the
 * pool's for idle ones, the connection's own for one in use between two queries. Without a
 * listener such an event is an uncaught exception. The pool drops broken connections by itself
 * and opens new ones once the database is back; the call that was using one fails (503).
 */
export function watchPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as PoolEvents).pool
  const lost = (error: Error) => {
    // Shutting down (the pool ending, or the CMS destroyed, which leaves its pool open): expected.
    if (pool?.ending || !(payload.db as unknown as { drizzle?: unknown }).drizzle) return
    console.warn(`database: a connection was lost (${error.message}); a new one opens on the next call`)
  }
  pool?.on('error', lost)
  pool?.on('connect', (client) => client.on('error', lost))
  // Connections opened before this hook (start-up migrations, the adapter's own) get it too.
  for (const client of pool?._clients ?? []) client.on('error', lost)
}
