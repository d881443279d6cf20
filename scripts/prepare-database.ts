import type { Payload } from 'payload'

/**
 * Brings the database up to date before the server starts: applies the committed migrations
 * and seeds the demo content when the site has no page yet. The launcher's own CMS instance
 * never runs jobs (the server does) and is closed before the server starts.
 */
export async function prepareDatabase(log: (line: string) => void): Promise<void> {
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  const [{ getPayload }, { default: config }, { runMigrations }, { seed }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
    import('../seed'),
  ])
  const payload: Payload = await getPayload({ config })
  try {
    const { applied, total } = await runMigrations(payload)
    log(`database schema up to date (${applied} of ${total} migrations applied now)`)
    const { totalDocs } = await payload.count({ collection: 'pages' })
    if (totalDocs === 0) {
      log('first start: seeding the demo content…')
      const result = await seed(payload, {
        adminEmail: process.env.SEED_ADMIN_EMAIL,
        adminPassword: process.env.SEED_ADMIN_PASSWORD,
        log: (line) => log(`  ${line}`),
      })
      if (result.admin && !process.env.SEED_ADMIN_PASSWORD) {
        log(`admin account created: ${result.admin.email} / ${result.admin.password}  (shown once: change it in /admin)`)
      } else if (result.admin) {
        log(`admin account created: ${result.admin.email}`)
      }
    }
  } finally {
    await payload.destroy()
    delete process.env.PAYLOAD_JOBS_AUTORUN
  }
}
