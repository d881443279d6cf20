import { spawnSync, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { freeLoopbackPort } from '../../src/lib/database/free-port'
import { freezableDatabase, type FreezableDatabase } from '../support/outage/frozen-database'
import { systemPostgresBin } from '../support/outage/throwaway-cluster'
import { startProductionServer, waitFor } from '../support/production-server'

const bin = systemPostgresBin()
// A missing system PostgreSQL skips its half locally; under CI it fails (freezableDatabase says why).
const kinds = (['embedded', 'postgres'] as const).filter((kind) => kind === 'embedded' || bin || process.env.CI)
/** A request still unanswered after this long counts as hung. */
const HANG_MS = 10_000

async function get(url: string, method = 'GET') {
  const started = Date.now()
  const response = await fetch(url, { method, redirect: 'manual', signal: AbortSignal.timeout(HANG_MS) })
  const body = await response.text()
  return { status: response.status, body, cacheControl: response.headers.get('cache-control'), ms: Date.now() - started }
}

/**
 * The server's first start of the CMS meets a database that does not answer (frozen: connections
 * accepted, never served). The identity provider needs no database to start, so discovery and its
 * key set answer meanwhile; every other request fails in time rather than hanging; and once the
 * database answers, the whole site serves, the sign-in included, without a restart.
 */
describe.each(kinds)('a server started while its database does not answer (%s)', (kind) => {
  let database: FreezableDatabase | null = null
  let server: ChildProcess | null = null

  afterEach(async () => {
    server?.kill('SIGKILL')
    database?.thaw()
    await database?.destroy()
  })

  it('signs in once the database answers, and never hangs meanwhile', async () => {
    database = await freezableDatabase(kind, bin)
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/outage/prepare-database.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        OUTAGE_ADMIN_EMAIL: 'frozen@example.com',
        OUTAGE_ADMIN_PASSWORD: 'frozen-admin-1',
      },
    })
    expect(prepared.status).toBe(0)
    database.freeze()

    const port = await freeLoopbackPort()
    const base = `http://localhost:${port}`
    server = startProductionServer(port, database.url)
    server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    await waitFor(async () => (await fetch(`${base}/api/oidc/jwks`)).ok, 60_000)

    const discovery = await get(`${base}/api/oidc/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(JSON.parse(discovery.body)).toMatchObject({ issuer: `${base}/api/oidc` })
    const page = await get(`${base}/api/v1/custompages/show?routingKey=index&edition=it`)
    expect(page.status).toBe(503)
    expect(JSON.parse(page.body)).toMatchObject({ key: 'SERVICE_UNAVAILABLE' })

    database.thaw()
    await waitFor(async () => (await get(`${base}/api/v1/custompages/show?routingKey=index&edition=it`)).status === 200, 30_000)
    for (const path of ['/login?returnTo=/it', '/login/redirect']) {
      expect(await get(`${base}${path}`), path).toMatchObject({ status: 303, cacheControl: 'private, no-store' })
    }
    expect(await get(`${base}/logout`, 'POST')).toMatchObject({ status: 200, cacheControl: 'private, no-store' })
    expect((await get(`${base}/api/oidc/jwks`)).status).toBe(200)
  })
})
