import type { Payload } from 'payload'
import { ensureDatabase } from './env'

/** Ten minutes: index builds and bulk inserts of a large catalog run far longer than a request may. */
const BULK_STATEMENT_TIMEOUT_MS = 600_000

/**
 * Runs `task` with a CMS instance on the configured database (starting the embedded one if
 * none is, and stopping it afterwards), the committed migrations applied, and closes the CMS
 * afterwards. A script's CMS never runs the jobs queue: the server does.
 */
export async function withCms(task: (payload: Payload) => Promise<void>): Promise<void> {
  const autoRun = process.env.PAYLOAD_JOBS_AUTORUN
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  const statementTimeout = process.env.DATABASE_STATEMENT_TIMEOUT_MS
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(BULK_STATEMENT_TIMEOUT_MS)
  const embedded = await ensureDatabase()
  const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
  ])
  const payload = await getPayload({ config })
  try {
    const { applied, total } = await runMigrations(payload)
    if (applied > 0) console.log(`▸ ${applied} of ${total} migrations applied`)
    await task(payload)
  } finally {
    await payload.destroy()
    await embedded?.stop()
    restore('PAYLOAD_JOBS_AUTORUN', autoRun)
    restore('DATABASE_STATEMENT_TIMEOUT_MS', statementTimeout)
  }
}

/** Puts an environment variable back as it was (the server started after a script inherits it). */
function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}
