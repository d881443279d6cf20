import { spawnSync, type ChildProcess } from 'node:child_process'
import pg from 'pg'
import { freeLoopbackPort } from '../../../src/lib/database/free-port'
import { sleep, startProductionServer, waitFor } from '../production-server'
import { createThrowawayCluster, type ThrowawayCluster } from './throwaway-cluster'

/** A request still unanswered after this long counts as hung. */
const HANG_MS = 10_000
const ADMIN = { email: 'outage-admin@example.com', password: 'outage-admin-password' }

type Sample = { kind: 'site-api' | 'write' | 'page'; started: number; ended: number; status: number | 'hung' | 'network-error' }

export type OutageFigures = {
  requests: number
  hung: number
  /** Site API calls made while the database was down, by answer. */
  outageStatuses: Record<string, number>
  /** From the stop to the first 503 of the site API. */
  timeTo503Ms: number
  slowestOutageAnswerMs: number
  /** Uncaught exceptions the server reported (a lost connection must never be one). */
  uncaughtExceptions: number
  /** The page the cache holds, asked for while the database is down. */
  cachedPageStatus: number
  /** From the restart to the health check and a site API call answering 200 again. */
  recoveryMs: number
  acknowledgedWrites: number
  lostWrites: number
}

/**
 * The production build served on a throwaway PostgreSQL cluster, under a steady mixed load of
 * site API calls and CMS writes; the cluster is stopped for a while, then restarted. What the
 * visitors got meanwhile, and whether every acknowledged write survived, comes back as figures.
 */
export async function runOutageScenario(bin: string, log: (line: string) => void = () => {}): Promise<OutageFigures> {
  const cluster = await createThrowawayCluster(bin)
  let server: ChildProcess | null = null
  try {
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/outage/prepare-database.ts'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: cluster.url, OUTAGE_ADMIN_EMAIL: ADMIN.email, OUTAGE_ADMIN_PASSWORD: ADMIN.password },
    })
    if (prepared.status !== 0) throw new Error('the outage scenario could not prepare its database')
    const port = await freeLoopbackPort()
    const base = `http://127.0.0.1:${port}`
    server = startProductionServer(port, cluster.url)
    let uncaughtExceptions = 0
    server.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      uncaughtExceptions += chunk.toString().split('uncaughtException').length - 1
    })
    await waitFor(async () => (await fetch(`${base}/api/v1/health`)).status === 200, 60_000)
    log('server ready')
    const figures = await underLoad(base, cluster, log)
    return { ...figures, uncaughtExceptions }
  } finally {
    server?.kill('SIGTERM')
    await cluster.destroy()
  }
}

async function underLoad(
  base: string,
  cluster: ThrowawayCluster,
  log: (line: string) => void,
): Promise<Omit<OutageFigures, 'uncaughtExceptions'>> {
  const samples: Sample[] = []
  const acknowledged: number[] = []
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const token = ((await login.json()) as { token: string }).token
  for (let warm = 0; warm < 2; warm++) await fetch(`${base}/it`)

  const timed = async (kind: Sample['kind'], url: string, init: RequestInit = {}): Promise<Response | null> => {
    const started = Date.now()
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) })
      samples.push({ kind, started, ended: Date.now(), status: response.status })
      return response
    } catch (error) {
      samples.push({ kind, started, ended: Date.now(), status: (error as Error).name === 'TimeoutError' ? 'hung' : 'network-error' })
      return null
    }
  }
  const calls = [
    () => timed('site-api', `${base}/api/v1/custompages/show?routingKey=index&edition=it`),
    () =>
      timed('site-api', `${base}/api/v1/travels/paginated?edition=it`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    () => timed('site-api', `${base}/api/v1/health`),
    async () => {
      // Drafts: a publish would expire the cached pages this scenario expects to keep serving.
      const response = await timed('write', `${base}/api/pages?locale=it&draft=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title: `Outage ${Date.now()} ${Math.random()}`, _status: 'draft' }),
      })
      if (response?.status === 201) acknowledged.push(((await response.json()) as { doc: { id: number } }).doc.id)
    },
  ]
  let running = true
  const workers = Array.from({ length: 8 }, async (_, worker) => {
    for (let turn = worker; running; turn++) await calls[turn % calls.length]!()
  })

  await sleep(3_000)
  const stopped = Date.now()
  await cluster.stop()
  log('database stopped')
  await sleep(4_000)
  const cachedPage = await timed('page', `${base}/it`)
  const restarted = Date.now()
  await cluster.start()
  log('database restarted')
  await waitFor(async () => {
    const [health, call] = await Promise.all([
      fetch(`${base}/api/v1/health`),
      fetch(`${base}/api/v1/custompages/show?routingKey=index&edition=it`),
    ])
    return health.status === 200 && call.status === 200
  }, 30_000)
  const recoveryMs = Date.now() - restarted
  await sleep(2_000)
  running = false
  await Promise.all(workers)

  const outage = samples.filter((sample) => sample.kind === 'site-api' && sample.started >= stopped && sample.ended <= restarted)
  const first503 = outage.filter((sample) => sample.status === 503).sort((a, b) => a.ended - b.ended)[0]
  return {
    requests: samples.length,
    hung: samples.filter((sample) => sample.status === 'hung').length,
    outageStatuses: outage.reduce<Record<string, number>>(
      (counts, sample) => ({ ...counts, [sample.status]: (counts[sample.status] ?? 0) + 1 }),
      {},
    ),
    timeTo503Ms: first503 ? first503.ended - stopped : Number.POSITIVE_INFINITY,
    slowestOutageAnswerMs: Math.max(0, ...outage.map((sample) => sample.ended - sample.started)),
    cachedPageStatus: typeof cachedPage?.status === 'number' ? cachedPage.status : 0,
    recoveryMs,
    acknowledgedWrites: acknowledged.length,
    lostWrites: await missingPages(cluster.url, acknowledged),
  }
}

async function missingPages(databaseUrl: string, ids: number[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM pages WHERE id = ANY($1::int[])', [ids])
    return ids.length - rows.length
  } finally {
    await client.end()
  }
}
