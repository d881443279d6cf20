import type { Payload } from 'payload'
import { migrations } from '../../../migrations'

/**
 * Applies the committed migrations and checks that every one is recorded, because a silent
 * no-op must not pass for success (the payload CLI sometimes exits 0 having done nothing).
 */
export async function runMigrations(payload: Payload): Promise<{ applied: number; total: number }> {
  const before = await recordedMigrations(payload)
  await payload.db.migrate({
    migrations: migrations as Parameters<Payload['db']['migrate']>[0] extends { migrations?: infer M } ? NonNullable<M> : never,
  })
  const after = await recordedMigrations(payload)
  const missing = migrations.map((migration) => migration.name).filter((migrationName) => !after.has(migrationName))
  if (missing.length > 0) throw new Error(`Migrations not applied: ${missing.join(', ')}`)
  return { applied: after.size - before.size, total: migrations.length }
}

async function recordedMigrations(payload: Payload): Promise<Set<string>> {
  try {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false, depth: 0 })
    return new Set(docs.map((doc) => String(doc.name)))
  } catch {
    return new Set() // table not created yet
  }
}
