import { inject } from 'vitest'

// Before any test file imports the CMS config, point it at this run's database.
process.env.DATABASE_URL = inject('databaseUrl')

process.env.PAYLOAD_SECRET ??= 'integration-tests-secret'
process.env.PAYLOAD_JOBS_AUTORUN = '0'
