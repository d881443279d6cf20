import { spawnSync, type ChildProcess } from 'node:child_process'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxBinary, startNginxFront, type NginxFront } from '../../scripts/nginx-front'
import { freeLoopbackPort } from '../../src/lib/database/free-port'
import { startProductionServer, waitFor } from '../support/production-server'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../support/test-database'
import { redisReachable, TEST_REDIS_URL } from '../support/redis'

const REDIS_URL = TEST_REDIS_URL
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password' }
const KEY_PREFIX = `cluster-test-${Date.now()}:`

const reachable = (await redisReachable()) && (await postgresReachable())

/**
 * Two app processes of the production build sharing one Redis and one PostgreSQL (the `scale`
 * setup of docker-compose.yml): a page one renders the other serves from the shared cache, and a
 * publish through one reaches the other's visitors with their next request.
 */
// Without Redis it is skipped locally; under CI a missing Redis is a failure, not a skip.
describe.skipIf(!reachable && !process.env.CI)('two app processes, one cache', () => {
  let database: TestDatabase
  const servers: ChildProcess[] = []
  const bases: string[] = []
  const ports: number[] = []
  let front: NginxFront | null = null

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'cluster')
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/outage/prepare-database.ts'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: database.url, OUTAGE_ADMIN_EMAIL: ADMIN.email, OUTAGE_ADMIN_PASSWORD: ADMIN.password },
    })
    if (prepared.status !== 0) throw new Error('could not prepare the database')
    for (let index = 0; index < 2; index++) {
      const port = await freeLoopbackPort()
      const server = startProductionServer(port, database.url, { REDIS_URL, REDIS_KEY_PREFIX: KEY_PREFIX })
      server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk))
      servers.push(server)
      ports.push(port)
      bases.push(`http://127.0.0.1:${port}`)
    }
    for (const base of bases) await waitFor(async () => (await fetch(`${base}/api/v1/health`)).status === 200, 90_000)
  })

  afterAll(async () => {
    await front?.stop()
    for (const server of servers) server.kill('SIGTERM')
    await database?.drop()
    const client = createClient({ url: REDIS_URL })
    await client.connect()
    for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 })) if (keys.length) await client.unlink(keys)
    await client.close()
  })

  it('serves a page rendered by one process from the other, and a publish through one on the other at once', async () => {
    const [first, second] = bases as [string, string]
    expect((await fetch(`${first}/it`)).headers.get('x-nextjs-cache')).toBe('MISS')
    // The second process never rendered it: the shared cache answers.
    const shared = await fetch(`${second}/it`)
    expect(shared.status).toBe(200)
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await shared.text()).toContain('Benvenuti')

    const login = await fetch(`${first}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const pages = (await (
      await fetch(`${first}/api/pages?where[routingKey][equals]=index&locale=it&depth=0`, { headers: { authorization: `JWT ${token}` } })
    ).json()) as { docs: Array<{ id: number }> }
    const title = `Casa ${Date.now()}`
    const published = await fetch(`${first}/api/pages/${pages.docs[0]!.id}?locale=it`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(published.status).toBe(200)
    // The very next request to the other process shows it: no waiting, no retry (how long the
    // render takes is the benchmark's business, not this test's).
    const after = await fetch(`${second}/it`)
    expect(await after.text()).toContain(title)
  })

  it('behind nginx (the scale profile’s configuration): pages from its cache, editors and the APIs never', async () => {
    const binary = nginxBinary(true)
    expect(binary, 'nginx is installed by .ci/run').toBeTruthy()
    front = await startNginxFront(binary!, await freeLoopbackPort(), ports)
    const page = `${front.url}/it?from=nginx`
    // Kept once the whole answer went through.
    await (await fetch(page)).text()
    const cached = await fetch(page)
    expect(cached.headers.get('x-cache-status')).toBe('HIT')
    expect(cached.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    const editor = await fetch(page, { headers: { cookie: 'payload-token=abc' } })
    expect(editor.headers.get('x-cache-status')).toBe('BYPASS')
    const api = await fetch(`${front.url}/api/v1/health`)
    expect(api.status).toBe(200)
    expect(api.headers.get('x-cache-status') ?? '').toBe('')
    const gzip = await fetch(page, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
  })
})
