/**
 * CMS chores run from code, with checked results (the payload CLI can exit 0 having done nothing):
 *   tsx scripts/cms.ts generate              types (src/payload-types.ts) and the admin import map
 *   tsx scripts/cms.ts migrate:create <name> a migration from the schema difference
 *   tsx scripts/cms.ts migrate               apply pending migrations
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { loadEnvironment } from './env'
import { runMain } from './run-main'
import { withCms } from './with-cms'

async function generate() {
  const [{ generateTypes }, { generateImportMap }, { default: config }] = await Promise.all([
    import('payload/node'),
    import('payload'),
    import('../payload.config'),
  ])
  await generateTypes(await config, { log: true })
  await generateImportMap(await config, { log: true, force: true })
}

async function createMigration(payload: Payload, name: string) {
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
    return
  }
  console.log(`created ${created.join(', ')}`)
}

runMain(async () => {
  loadEnvironment(true)
  const [command, name] = process.argv.slice(2)
  if (command === 'generate') return generate()
  if (command === 'migrate') return withCms(async () => {})
  if (command === 'migrate:create') {
    if (!name) throw new Error('usage: migrate:create <name>')
    return withCms((payload) => createMigration(payload, name))
  }
  throw new Error(`unknown command "${command}"`)
})
