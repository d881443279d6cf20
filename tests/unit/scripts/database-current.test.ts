import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { committedMigrations, databaseIsCurrent } from '../../../scripts/database-current'

describe('what a restart checks before skipping the CMS', () => {
  it('names the committed migrations as the migrations index does', () => {
    const indexed = [...fs.readFileSync('migrations/index.ts', 'utf8').matchAll(/name: '([^']+)'/g)].map((match) => match[1])
    expect(committedMigrations().sort()).toEqual(indexed.sort())
  })

  it('answers no when the database cannot be reached', async () => {
    expect(await databaseIsCurrent('postgres://nobody@127.0.0.1:1/none')).toBe(false)
  })
})
