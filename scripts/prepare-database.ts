import { seed } from '../seed'
import { withCms } from './with-cms'

/**
 * Brings the database up to date before the server starts: the committed migrations, and the
 * demo content when the site has no page yet. (The embedded database, started by the caller,
 * stays up for the server.)
 */
export async function prepareDatabase(log: (line: string) => void): Promise<void> {
  await withCms(async (payload) => {
    log('database schema up to date')
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
  })
}
