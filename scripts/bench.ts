/**
 * `npm run bench` (CONTRACT §8): serves the production build on a fresh, seeded database and
 * prints `name: value unit` lines: catalog query latency on a large generated catalog (see
 * bench-catalog.ts), the pages served from cache and rendered on a miss (bench-pages.ts), and
 * the JavaScript a visitor's browser fetches before idle and after scrolling the home page, then
 * the pages again through nginx in front of two app processes (bench-nginx.ts).
 */
import { chromium } from '@playwright/test'
import { createTestDatabase, postgresReachable } from '../tests/support/test-database'
import { startBenchServer, stopBenchServer } from './bench-server'
import { catalogBench } from './bench-catalog'
import { nginxBench } from './bench-nginx'
import { cachedPageBench, htmlWeightBench, missRenderBench } from './bench-pages'

const PORT = 3200
const BASE = `http://localhost:${PORT}`
const PAGE = '/it'

const report = (name: string, value: number, unit: string) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`)

async function javascriptBytes() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const transferred: number[] = []
  const decoded: number[] = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes()
    transferred.push(sizes.responseBodySize)
    decoded.push((await (await request.response())?.body())?.length ?? 0)
  })
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  await page.goto(`${BASE}${PAGE}`, { waitUntil: 'networkidle' })
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForLoadState('networkidle')
  report('js_requests_before_idle', transferred.length, 'requests')
  report('js_bytes_before_idle', sum(transferred), 'bytes (compressed)')
  report('js_bytes_before_idle_uncompressed', sum(decoded), 'bytes')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(80)
  }
  await page.waitForLoadState('networkidle')
  report('js_requests_after_scroll', transferred.length, 'requests')
  report('js_bytes_after_scroll', sum(transferred), 'bytes (compressed)')
  report('js_bytes_after_scroll_uncompressed', sum(decoded), 'bytes')
  await browser.close()
}

async function main() {
  const reachable = await postgresReachable()
  if (reachable) await catalogBench(report)
  else console.error('▸ catalog bench skipped: it needs a PostgreSQL server (TEST_POSTGRES_URL)')
  const database = reachable ? await createTestDatabase('postgres', 'bench') : null
  console.error(database ? '▸ bench database: PostgreSQL' : '▸ bench database: embedded')
  const server = await startBenchServer(PORT, database)
  try {
    await missRenderBench(BASE, report)
    await htmlWeightBench(BASE, report)
    await cachedPageBench(BASE, report)
    await javascriptBytes()
    await stopBenchServer(server)
    if (database) await nginxBench(database.url, report)
    else console.error('▸ nginx bench skipped: two app processes need a PostgreSQL server (TEST_POSTGRES_URL)')
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopBenchServer(server)
    await database?.drop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
