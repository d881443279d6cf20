/**
 * `npm run bench`: serves the production build on a fresh, seeded database and
 * prints `name: value unit` lines: catalog query latency on a large generated catalog (see
 * bench-catalog.ts), the pages served from cache and rendered on a miss (bench-pages.ts), and
 * the JavaScript a phone's browser fetches before idle on each page kind and after scrolling the
 * home page, the travel page's calendar height on a phone (bench-javascript.ts), Lighthouse's
 * mobile score, LCP, TBT and CLS of each page kind (bench-lighthouse.ts), then the pages
 * again through nginx in front of two app processes (bench-nginx.ts); last, a fresh clone's
 * `npm install && npm start` to serving, then a restart of that clone (bench-startup.ts).
 * The search in plain words' reading time comes first (bench-plain-search.ts, `-- --plain-search` alone).
 * `npm run bench -- --startup` prints those two alone; `npm run bench -- --pages` the page
 * figures alone (no catalog, nginx or startup figures).
 */
import fs from 'node:fs'
import { createTestDatabase, postgresReachable } from '../tests/support/test-database'
import { startBenchServer, stopBenchServer } from './bench-server'
import { catalogBench } from './bench-catalog'
import { plainSearchBench } from './bench-plain-search'
import { nginxBench } from './bench-nginx'
import { lighthouseBench } from './bench-lighthouse'
import { freshCloneBench, restartBench } from './bench-startup'
import { cachedPageBench, htmlWeightBench, missRenderBench } from './bench-pages'
import { javascriptBench } from './bench-javascript'
import { pageKinds } from '../tests/support/page-kinds'

const PORT = 3200
const STARTUP_PORT = 3202
const BASE = `http://localhost:${PORT}`

const report = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${Number.isInteger(value) ? value : Number(value.toFixed(3))} ${unit}`.trimEnd())

/** A clone's first start and its restart, on a port of their own; the clone is deleted after. */
async function startupBench() {
  const clone = await freshCloneBench(STARTUP_PORT, report)
  try {
    await restartBench(clone, STARTUP_PORT, report)
  } finally {
    fs.rmSync(clone, { recursive: true, force: true })
  }
}

async function main() {
  if (process.argv.includes('--startup')) return startupBench()
  if (process.argv.includes('--plain-search')) return plainSearchBench(report)
  const pagesOnly = process.argv.includes('--pages')
  const reachable = await postgresReachable()
  if (!pagesOnly) plainSearchBench(report)
  if (!reachable) console.error('▸ catalog bench skipped: it needs a PostgreSQL server (TEST_POSTGRES_URL)')
  else if (!pagesOnly) await catalogBench(report)
  const database = reachable ? await createTestDatabase('postgres', 'bench') : null
  console.error(database ? '▸ bench database: PostgreSQL' : '▸ bench database: embedded')
  const server = await startBenchServer(PORT, database)
  try {
    await missRenderBench(BASE, report)
    await htmlWeightBench(BASE, report)
    await cachedPageBench(BASE, report)
    const kinds = await pageKinds(BASE)
    await javascriptBench(BASE, kinds, report)
    await lighthouseBench(BASE, kinds, report)
    await stopBenchServer(server)
    if (pagesOnly) return
    if (database) await nginxBench(database.url, report)
    else console.error('▸ nginx bench skipped: two app processes need a PostgreSQL server (TEST_POSTGRES_URL)')
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopBenchServer(server)
    await database?.drop()
  }
  if (!pagesOnly) await startupBench()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
