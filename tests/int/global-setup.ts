import type { TestProject } from 'vitest/node'
import { createTestDatabase } from '../support/test-database'

/**
 * One fresh database per run: a new database on the PostgreSQL server of TEST_POSTGRES_URL
 * (`TEST_DATABASE=postgres`), or an in-memory embedded one (`TEST_DATABASE=embedded`).
 * Migrations run in the tests themselves, through the CMS, from an empty schema.
 */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase(process.env.TEST_DATABASE === 'embedded' ? 'embedded' : 'postgres')
  project.provide('databaseUrl', database.url)
  project.provide('databaseKind', database.kind)
  return () => database.drop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'postgres' | 'embedded'
  }
}
