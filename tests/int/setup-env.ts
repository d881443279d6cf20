import { inject, vi } from 'vitest'

// unstable_cache needs a Next server's incremental cache; here every read goes to the database.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

// Before any test file imports the CMS config, point it at this run's database.
process.env.DATABASE_URL = inject('databaseUrl')

process.env.PAYLOAD_SECRET ??= 'integration-tests-secret'
process.env.PAYLOAD_JOBS_AUTORUN = '0'
