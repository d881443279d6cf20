/** `npm run seed`: applies migrations and adds whatever demo content is missing (idempotent). */
import { ensureDatabase, loadEnvironment } from './env'

async function main() {
  loadEnvironment(false)
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  const embedded = await ensureDatabase()
  const [{ getPayload }, { default: config }, { runMigrations }, { seed }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/lib/database/migrate'),
    import('../seed'),
  ])
  const payload = await getPayload({ config })
  try {
    await runMigrations(payload)
    const result = await seed(payload, {
      adminEmail: process.env.SEED_ADMIN_EMAIL,
      adminPassword: process.env.SEED_ADMIN_PASSWORD,
      log: (line) => console.log(`▸ ${line}`),
    })
    if (result.admin) console.log(`▸ admin account created: ${result.admin.email} / ${result.admin.password}`)
  } finally {
    await payload.destroy()
    await embedded?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
