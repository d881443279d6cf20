import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { testCms } from './test-cms'

describe('committed migrations', () => {
  it('describe the whole CMS schema (a field change without its migration fails here)', async () => {
    const payload = await testCms()
    // Generate a migration against a copy of the committed ones: it must come out empty.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
    fs.cpSync(path.resolve('migrations'), scratch, { recursive: true })
    const db = payload.db as typeof payload.db & { migrationDir: string }
    const committedDir = db.migrationDir
    db.migrationDir = scratch
    try {
      await payload.db.createMigration({ migrationName: 'drift_check', payload, forceAcceptWarning: true })
    } finally {
      db.migrationDir = committedDir
    }
    const generated = fs.readdirSync(scratch).find((file) => file.includes('drift_check') && file.endsWith('.ts'))
    expect(generated, 'a migration file was generated').toBeDefined()
    const body = fs.readFileSync(path.join(scratch, generated!), 'utf8')
    expect(body, 'schema changes not covered by a committed migration: run `npm run migrate:create <name>`').not.toContain('db.execute')
    fs.rmSync(scratch, { recursive: true, force: true })
  })
})
