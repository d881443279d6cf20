import type { Payload } from 'payload'
import { ensureDatabase } from './env'

/**
 * Runs `task` with a CMS instance on the configured (or embedded) database, migrations applied
 * unless told otherwise, and closes both afterwards. Scripts never run the jobs queue.
 */
export async function withCms(task: (payload: Payload) => Promise<void>, options: { migrate?: boolean } = {}): Promise<void> {
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  const embedded = await ensureDatabase()
  const [{ getPayload }, { default: config }, { runMigrations }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
  ])
  const payload = await getPayload({ config })
  try {
    if (options.migrate !== false) await runMigrations(payload)
    await task(payload)
  } finally {
    await payload.destroy()
    await embedded?.stop()
  }
}
