/**
 * `npm run bench`: serves the production build on a fresh, seeded database and
 * prints `name: value unit` lines: catalog query latency on a large generated catalog (see
 * bench-catalog.ts), the pages served from cache and rendered on a miss (bench-pages.ts), and
 * the JavaScript a visitor's browser fetches before idle and after scrolling the home page,
 * Lighthouse's mobile LCP of the home and a travel page (bench-lighthouse.ts), then the pages
 * again through nginx in front of two app processes (bench-nginx.ts); last, a fresh clone's
 * `npm install && npm start` to serving, then a restart of that clone (bench-startup.ts).
 * `npm run bench -- --startup` prints those two alone.
 */
import { chromium } from '@playwright/test'
import fs from 'node:fs'
import { createTestDatabase, postgresReachable } from '../tests/support/test-database'
import { startBenchServer, stopBenchServer } from './bench-server'
import { catalogBench } from './bench-catalog'
import { nginxBench } from './bench-nginx'
import { lighthouseBench } from './bench-lighthouse'
import { freshCloneBench, restartBench } from './bench-startup'
import { cachedPageBench, htmlWeightBench, missRenderBench, pageKinds } from './bench-pages'

const PORT = 3200
const STARTUP_PORT = 3202
const BASE = `http://localhost:${PORT}`
const PAGE = '/it'

const report = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${Number.isInteger(value) ? value : Number(value.toFixed(3))} ${unit}`.trimEnd())

/**
 * The scripts a phone's browser fetches for the home page: those requested before its first idle
 * moment (the framework, the shell; the first block's island is fetched at that moment), those
 * fetched once that moment's hydration settled, and those after scrolling to the bottom.
 */
async function javascriptBytes() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  // Registered before any of the page's scripts runs: it fires at the page's first idle moment.
  await page.addInitScript(() =>
    requestIdleCallback(() => ((window as unknown as { firstIdleAt: number }).firstIdleAt = performance.timeOrigin + performance.now())),
  )
  const scripts: Array<{ requestedAt: number; transferred: number; decoded: number }> = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes()
    scripts.push({
      requestedAt: request.timing().startTime,
      transferred: sizes.responseBodySize,
      decoded: (await (await request.response())?.body())?.length ?? 0,
    })
  })
  const reportScripts = (label: string, shown: typeof scripts) => {
    report(`js_requests_${label}`, shown.length, 'requests')
    report(
      `js_bytes_${label}`,
      shown.reduce((total, script) => total + script.transferred, 0),
      'bytes (compressed)',
    )
    report(
      `js_bytes_${label}_uncompressed`,
      shown.reduce((total, script) => total + script.decoded, 0),
      'bytes',
    )
  }
  await page.goto(`${BASE}${PAGE}`, { waitUntil: 'networkidle' })
  const firstIdleAt = await page
    .waitForFunction(() => (window as unknown as { firstIdleAt?: number }).firstIdleAt)
    .then((handle) => handle.jsonValue() as Promise<number>)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  await page.waitForLoadState('networkidle')
  reportScripts(
    'before_idle',
    scripts.filter((script) => script.requestedAt < firstIdleAt),
  )
  reportScripts('first_idle_settled', scripts)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(80)
  }
  await page.waitForLoadState('networkidle')
  reportScripts('after_scroll', scripts)
  await browser.close()
}

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
    const { home, travel } = await pageKinds(BASE)
    await lighthouseBench(BASE, { home, travel }, report)
    await stopBenchServer(server)
    if (database) await nginxBench(database.url, report)
    else console.error('▸ nginx bench skipped: two app processes need a PostgreSQL server (TEST_POSTGRES_URL)')
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopBenchServer(server)
    await database?.drop()
  }
  await startupBench()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
