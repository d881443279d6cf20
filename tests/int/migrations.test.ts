import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../migrations'
import { runMigrations } from '@/lib/database/migrate'
import { testCms } from './test-cms'

type Drizzle = { execute: (query: unknown) => Promise<{ rows: Array<Record<string, unknown>> }> }
const drizzle = (payload: Payload) => (payload.db as unknown as { drizzle: Drizzle }).drizzle

async function publicTables(payload: Payload): Promise<string[]> {
  const { rows } = await drizzle(payload).execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)
  return rows.map((row) => String(row.table_name))
}

describe('migrations', () => {
  it('apply from an empty schema and are all recorded', async () => {
    const payload = await testCms()
    await drizzle(payload).execute(sql.raw('drop schema public cascade; create schema public'))
    expect(await publicTables(payload)).toEqual([])

    await expect(runMigrations(payload)).resolves.toEqual({ applied: migrations.length, total: migrations.length })
    const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, limit: 0 })
    expect(docs.map((doc) => doc.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
  })

  it('create the tables of every collection, localized and versioned', async () => {
    const tables = await publicTables(await testCms())
    for (const table of ['pages', 'pages_locales', '_pages_v', 'pages_blocks_faq', 'media', 'users', 'payload_jobs']) {
      expect(tables).toContain(table)
    }
  })

  it('are a no-op when run again', async () => {
    await expect(runMigrations(await testCms())).resolves.toEqual({ applied: 0, total: migrations.length })
  })
})
