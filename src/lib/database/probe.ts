import type { Payload } from 'payload'
import { TimeoutError, withTimeout } from './with-timeout'

/** Health answers within a second: a database slower than this counts as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_000

export type DatabaseState = { status: 'up'; latencyMs: number } | { status: 'down'; reason: 'timeout' | 'unreachable' }

type PoolHolder = { pool?: { query: (sql: string) => Promise<unknown> } }

async function selectOne(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as PoolHolder).pool
  if (!pool) throw new Error('the CMS has no database pool')
  await pool.query('SELECT 1')
}

/** Starts the CMS if needed and runs `SELECT 1` on its own pool, giving up after `timeoutMs`. */
export async function probeDatabase(cms: () => Promise<Payload>, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<DatabaseState> {
  const started = performance.now()
  try {
    await withTimeout(cms().then(selectOne), timeoutMs, 'the database did not answer')
    return { status: 'up', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'down', reason: error instanceof TimeoutError ? 'timeout' : 'unreachable' }
  }
}
