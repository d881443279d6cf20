import type { Payload } from 'payload'

/** Health answers within a second: a database slower than this counts as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_000

export type DatabaseState = { status: 'up'; latencyMs: number } | { status: 'down'; reason: 'timeout' | 'unreachable' }

type PoolHolder = { pool?: { query: (sql: string) => Promise<unknown> } }

async function selectOne(payload: Payload): Promise<'up'> {
  const pool = (payload.db as unknown as PoolHolder).pool
  if (!pool) throw new Error('the CMS has no database pool')
  await pool.query('SELECT 1')
  return 'up'
}

/** Starts the CMS if needed and runs `SELECT 1` on its own pool, giving up after `timeoutMs`. */
export async function probeDatabase(cms: () => Promise<Payload>, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<DatabaseState> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const outcome = await Promise.race([cms().then(selectOne), timeout])
    if (outcome === 'timeout') return { status: 'down', reason: 'timeout' }
    return { status: 'up', latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { status: 'down', reason: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}
