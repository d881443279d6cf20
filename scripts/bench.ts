/**
 * `npm run bench` (CONTRACT §8): serves the production build on a fresh, seeded database and
 * prints `name: value unit` lines: catalog query latency on a large generated catalog (see
 * bench-catalog.ts), throughput and latency of the composed home page, and the
 * JavaScript a visitor's browser fetches before idle and after scrolling it.
 */
import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../tests/support/test-database'
import { catalogBench } from './bench-catalog'

const PORT = 3200
const BASE = `http://localhost:${PORT}`
const PAGE = '/it'
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

const report = (name: string, value: number, unit: string) => console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`)

async function startServer(database: TestDatabase | null): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(PORT),
    SITE_URL: BASE,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(database ? { DATABASE_URL: database.url } : { EMBEDDED_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-')) }),
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      if (chunk.toString().includes('site ready')) resolve()
    })
    server.on('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  return server
}

async function pageThroughput() {
  // A discarded warm-up run first: the first seconds measure the JIT, not the page.
  await autocannon({ url: `${BASE}${PAGE}`, connections: CONNECTIONS, duration: 5 })
  const result = await autocannon({ url: `${BASE}${PAGE}`, connections: CONNECTIONS, duration: DURATION_S })
  report('home_page_throughput', result.requests.average, 'req/s')
  report('home_page_latency_p50', result.latency.p50, 'ms')
  report('home_page_latency_p99', result.latency.p99, 'ms')
  report('home_page_errors', result.errors + result.non2xx, 'responses')
}

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
  const server = await startServer(database)
  try {
    await pageThroughput()
    await javascriptBytes()
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
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
