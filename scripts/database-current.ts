import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The committed migrations' names: their files in migrations/ (the index lists each by its file name). */
export function committedMigrations(dir = path.resolve('migrations')): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
}

/**
 * Whether the database at `url` needs nothing before the server starts: every committed
 * migration recorded and the demo content there (a page exists). A restart then skips loading
 * the CMS (seconds of compiling its config and migrations); any doubt (no table yet, no
 * connection) answers no, and the CMS does the full check.
 */
export async function databaseIsCurrent(url: string, migrations = committedMigrations()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const recorded = new Set((await client.query<{ name: string }>('select name from payload_migrations')).rows.map((row) => row.name))
    if (!migrations.every((name) => recorded.has(name))) return false
    return (await client.query('select 1 from pages limit 1')).rowCount === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
