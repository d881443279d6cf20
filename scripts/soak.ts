/**
 * `npm run soak`: what the reliability work promises, measured on the production build, printed as
 * `name: value unit` lines: hostile requests per site API endpoint over HTTP and their 5xx; a long
 * load (SOAK_SECONDS, 60) at 16 connections on a page and on the catalog API with errors and the
 * server's memory before, after and once settled; the torture test's operations, injected failures
 * and lost writes; a database outage's time to 503 and time to recovery.
 */
import autocannon from 'autocannon'
import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SITE_API_ENDPOINTS } from '../tests/support/fuzz/endpoints'
import { fuzzRequest } from '../tests/support/fuzz/requests'
import { runOutageScenario } from '../tests/support/outage/scenario'
import { systemPostgresBin } from '../tests/support/outage/throwaway-cluster'
import { createTestDatabase, postgresReachable } from '../tests/support/test-database'
import { processTreeRssMiB, startBenchServer, stopBenchServer } from './bench-server'
import { runMain } from './run-main'

const PORT = 3210
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = 16
const WARM_UP_SECONDS = 15
const FUZZ_PER_ENDPOINT = Number(process.env.SOAK_FUZZ_REQUESTS ?? 300)

const report = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function fuzzOverHttp() {
  for (const endpoint of SITE_API_ENDPOINTS) {
    let serverErrors = 0
    let unanswered = 0
    let slow = 0
    for (const request of fc.sample(fuzzRequest(endpoint), FUZZ_PER_ENDPOINT)) {
      const started = performance.now()
      const response = await fetch(`${BASE}${request.path}${request.query ? `?${request.query}` : ''}`, {
        method: request.method,
        headers: { ...request.headers, host: `127.0.0.1:${PORT}` },
        body: request.body === undefined ? undefined : Buffer.from(request.body),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null)
      await response?.arrayBuffer().catch(() => null)
      if (!response)
        unanswered++ // e.g. a redirect to a near-16 KiB address overflows the client's header limit
      else if (response.status >= 500) serverErrors++
      if (performance.now() - started > 1000) slow++
    }
    report(
      `fuzz_${endpoint.route.replace(/\W+/g, '_')}`,
      FUZZ_PER_ENDPOINT,
      `requests, ${serverErrors} 5xx, ${unanswered} unanswered, ${slow} over 1 s`,
    )
  }
}

async function load(name: string, options: autocannon.Options, serverPid: number) {
  // A warm-up first: the heap grows to its working size once (JIT, caches), which is no leak.
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options })
  await sleep(5_000)
  const before = processTreeRssMiB(serverPid)
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options })
  const after = processTreeRssMiB(serverPid)
  await sleep(15_000)
  const settled = processTreeRssMiB(serverPid)
  report(`${name}_throughput`, result.requests.average, 'req/s')
  report(`${name}_latency_p99`, result.latency.p99, 'ms')
  report(`${name}_errors`, result.errors + result.timeouts + result.non2xx, 'responses')
  report(`${name}_rss_before`, before, 'MiB')
  report(`${name}_rss_after`, after, 'MiB')
  report(`${name}_rss_settled`, settled, 'MiB')
  report(`${name}_rss_settled_change`, ((settled - before) / before) * 100, '%')
}

function torture(kind: 'postgres' | 'embedded') {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'torture-')), 'report.json')
  spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'int', 'tests/int/reliability/torture.test.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TEST_DATABASE: kind, TORTURE_REPORT_FILE: file },
  })
  const figures = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    operations: number
    injectedFailures: number
    surprises: string[]
    lostWrites: string[]
    halfWritten: string[]
  }
  report(`torture_${kind}_operations`, figures.operations, 'operations')
  report(`torture_${kind}_failures_injected`, figures.injectedFailures, 'operations')
  report(`torture_${kind}_unexpected_outcomes`, figures.surprises.length, 'operations')
  report(`torture_${kind}_writes_lost`, figures.lostWrites.length, 'writes')
  report(`torture_${kind}_half_written`, figures.halfWritten.length, 'writes')
}

async function main() {
  const reachable = await postgresReachable()
  const database = reachable ? await createTestDatabase('postgres', 'soak') : null
  const server = await startBenchServer(PORT, database)
  try {
    await fuzzOverHttp()
    await load('page_it', { url: `${BASE}/it` }, server.pid!)
    await load(
      'catalog_api',
      {
        url: `${BASE}/api/v1/travels/paginated?edition=it`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ perPage: 20 }),
      },
      server.pid!,
    )
  } finally {
    await stopBenchServer(server)
    await database?.drop()
  }
  if (reachable) torture('postgres')
  torture('embedded')
  const bin = systemPostgresBin()
  if (!bin) return console.error('▸ outage skipped: no PostgreSQL server under /usr/lib/postgresql')
  const outage = await runOutageScenario(bin)
  report('outage_time_to_503', outage.timeTo503Ms, 'ms')
  report('outage_slowest_answer', outage.slowestOutageAnswerMs, 'ms')
  report('outage_hung_requests', outage.hung, 'requests')
  report('outage_uncaught_exceptions', outage.uncaughtExceptions, 'exceptions')
  report('outage_cached_page_status', outage.cachedPageStatus, 'status')
  report('outage_recovery', outage.recoveryMs, 'ms')
  report('outage_writes_acknowledged', outage.acknowledgedWrites, 'writes')
  report('outage_writes_lost', outage.lostWrites, 'writes')
}

runMain(main)
