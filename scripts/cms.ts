/**
 * CMS chores run from code, with checked results (the payload CLI can exit 0 having done nothing):
 *   tsx scripts/cms.ts generate              types (src/payload-types.ts) and the admin import map
 *   tsx scripts/cms.ts migrate:create <name> a migration from the schema difference
 *   tsx scripts/cms.ts migrate               apply pending migrations
 */
import fs from 'node:fs'
import path from 'node:path'
import { ensureDatabase, loadEnvironment } from './env'

loadEnvironment(true)
const [command, name] = process.argv.slice(2)

async function loadConfig() {
  const { default: config } = await import('../payload.config')
  return config
}

async function main() {
  if (command === 'generate') {
    const { generateTypes } = await import('payload/node')
    const { generateImportMap } = await import('payload')
    const config = await loadConfig()
    await generateTypes(config, { log: true })
    await generateImportMap(config, { log: true, force: true })
    return
  }
  const embedded = await ensureDatabase()
  const { getPayload } = await import('payload')
  const { runMigrations } = await import('../src/lib/database/migrate')
  const payload = await getPayload({ config: await loadConfig() })
  try {
    if (command === 'migrate:create') {
      if (!name) throw new Error('usage: migrate:create <name>')
      const dir = path.resolve('migrations')
      const before = new Set(fs.readdirSync(dir))
      const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8')
      await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
      const created = fs.readdirSync(dir).filter((file) => !before.has(file))
      const script = created.find((file) => file.endsWith('.ts'))
      if (!script) throw new Error('No migration was written.')
      if (!fs.readFileSync(path.join(dir, script), 'utf8').includes('db.execute')) {
        // An empty migration only clutters the history: the schema did not change.
        for (const file of created) fs.rmSync(path.join(dir, file))
        fs.writeFileSync(path.join(dir, 'index.ts'), index)
        console.log('schema unchanged: no migration needed')
      } else {
        console.log(`created ${created.join(', ')}`)
      }
    } else if (command === 'migrate') {
      await runMigrations(payload)
    } else {
      throw new Error(`unknown command "${command}"`)
    }
  } finally {
    await payload.destroy()
    await embedded?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
