import crypto from 'node:crypto'
import pg from 'pg'
import { startEmbeddedDatabase } from '../../src/lib/database/embedded'

export type TestDatabase = { kind: 'postgres' | 'embedded'; url: string; drop: () => Promise<void> }

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether a PostgreSQL server answers at TEST_POSTGRES_URL. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A database nobody else uses, dropped afterwards. */
export async function createTestDatabase(kind: 'postgres' | 'embedded', prefix = 'test'): Promise<TestDatabase> {
  if (kind === 'embedded') {
    const embedded = await startEmbeddedDatabase()
    return { kind, url: embedded.url, drop: embedded.stop }
  }
  const name = `${prefix}_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`
  await adminQuery(`CREATE DATABASE "${name}"`)
  const url = new URL(TEST_POSTGRES_URL)
  url.pathname = `/${name}`
  return {
    kind,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}
