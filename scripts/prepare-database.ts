import type { Payload } from 'payload'

/**
 * Brings the database up to date before the server starts: applies the committed migrations
 * and seeds the demo content when the site has no page yet. The launcher's own CMS instance
 * never runs jobs (the server does) and is closed before the server starts; the embedded
 * database itself stays up for the server.
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
    if ((await payload.count({ collection: 'pages' })).totalDocs > 0) return
    log('first start: seeding the demo content…')
    const result = await seed(payload, {
      adminEmail: process.env.SEED_ADMIN_EMAIL,
      adminPassword: process.env.SEED_ADMIN_PASSWORD,
      log: (line) => log(`  ${line}`),
    })
    if (result.admin) {
      const password = process.env.SEED_ADMIN_PASSWORD ? '' : ` / ${result.admin.password}  (shown once: change it in /admin)`
      log(`admin account created: ${result.admin.email}${password}`)
    }
  } finally {
    await payload.destroy()
    delete process.env.PAYLOAD_JOBS_AUTORUN
  }
}
