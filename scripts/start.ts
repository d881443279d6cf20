/**
 * `npm start`: database (the configured one, or the embedded one kept under .data/), migrations,
 * demo content on first start and, meanwhile, a production build when the sources changed since
 * the last one; then the server on PORT (3000), which this launcher stops with itself.
 */
import { buildIfNeeded } from './build-if-needed'
import fs from 'node:fs'
import path from 'node:path'
import type { EmbeddedDatabase } from '../src/lib/database/embedded'
import { databaseIsCurrent } from './database-current'
import { EMBEDDED_DATA_DIR, ensureDatabase, loadEnvironment } from './env'
import { prepareDatabase } from './prepare-database'
import { onStopSignal, serveNext, stopLeftoverNextServer } from './serve-next'

const log = (line: string) => console.log(`▸ ${line}`)

/**
 * Where Next keeps rendered pages and cached reads on disk, across restarts of one build. The
 * tags an edit expired live in the process that expired them, so an entry made before an edit
 * would be served as current after a restart: each start begins without them. (With REDIS_URL,
 * entries and tags live in Redis together and nothing is kept here.)
 */
const CACHED_ON_DISK = [path.resolve('.next', 'server', 'route-cache'), path.resolve('.next', 'cache', 'fetch-cache')]

let stopServing: ((reason: string, code: number) => Promise<void>) | null = null

async function main() {
  loadEnvironment(false)
  const port = process.env.PORT ?? '3000'
  // The site's own address follows the port it is started on: the built-in sign-in provider, the
  // canonical links and the build are at that address, not at port 3000's.
  process.env.SITE_URL ??= `http://localhost:${port}`
  const database: { embedded: EmbeddedDatabase | null } = { embedded: null }
  // Stopped while starting: the database goes with the launcher (and the build, its child).
  onStopSignal((signal) => {
    log(`${signal} while starting: stopping`)
    void (database.embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(1))
  })
  await stopLeftoverNextServer(port, log)
  // No page is rendered while building, so the build needs no database: it runs while the
  // database starts, migrates and (on a first start) takes the demo content.
  const building = process.env.SKIP_BUILD === '1' ? Promise.resolve() : buildIfNeeded(log)
  const preparing = (async () => {
    database.embedded = await ensureDatabase()
    log(
      database.embedded
        ? `embedded PostgreSQL started (data in ${path.relative(process.cwd(), EMBEDDED_DATA_DIR) || '.'})`
        : 'using the PostgreSQL server of DATABASE_URL',
    )
    if (await databaseIsCurrent(process.env.DATABASE_URL!)) log('database schema and content up to date')
    else await prepareDatabase(log)
  })()
  try {
    await Promise.all([building, preparing])
  } catch (error) {
    await database.embedded?.stop().catch(() => {})
    throw error
  }

  for (const dir of CACHED_ON_DISK) fs.rmSync(dir, { recursive: true, force: true })
  stopServing = serveNext('start', port, database.embedded).stop
  await waitUntilServing(port)
  const base = process.env.SITE_URL
  log(`site ready: ${base}/it  ·  ${base}/en  ·  admin: ${base}/admin`)
}

/**
 * Waits until the server answers the site API and the first address it prints (`/it`), which it
 * renders meanwhile: a visitor following that link gets a page from the cache.
 */
async function waitUntilServing(port: string) {
  const ask = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await Promise.all([ask('/api/v1/custompages/show?routingKey=index'), ask('/it')])
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`the site did not answer on port ${port}`)
}

main().catch((error: unknown) => {
  // A refused connection is an AggregateError without a message: print its causes then.
  const causes =
    error instanceof AggregateError ? error.errors.map((cause) => (cause instanceof Error ? cause.message : String(cause))) : []
  console.error(error instanceof Error ? error.message || causes.join('; ') || error.name : error)
  if (stopServing) void stopServing('stopping', 1)
  else process.exit(1)
})
