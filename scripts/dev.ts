/**
 * `npm run dev`: the same database preparation as `npm start` (embedded PostgreSQL unless
 * DATABASE_URL is set, migrations, demo content on first run), then `next dev` with hot reload.
 * `npm run dev -- --push` lets the CMS push schema changes without a migration while you
 * experiment; write the migration (`npm run migrate:create <name>`) before committing.
 */
import { ensureDatabase, loadEnvironment } from './env'
import { prepareDatabase } from './prepare-database'
import { serveNext, stopLeftoverNextServer } from './serve-next'

async function main() {
  loadEnvironment(true)
  const port = process.env.PORT ?? '3000'
  await stopLeftoverNextServer(port, (line) => console.log(`▸ ${line}`))
  const embedded = await ensureDatabase()
  await prepareDatabase((line) => console.log(`▸ ${line}`))
  serveNext('dev', port, embedded, process.argv.includes('--push') ? { PAYLOAD_DEV_PUSH: '1' } : {})
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
