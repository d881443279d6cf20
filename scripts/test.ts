/**
 * `npm test`: every check, in order, one at a time (2 cores): lint, the import rule, formatting, types, unit tests,
 * integration tests against PostgreSQL (when reachable) and against the embedded database,
 * a production build, `npm start`'s launcher stopping what it started, a database outage under load against that build (a throwaway cluster
 * from the system's PostgreSQL), two processes of that build sharing one Redis cache, then
 * end-to-end tests in Chromium against that build, run as `npm start` runs it (embedded
 * database, mails in the outbox).
 */
import { spawnSync } from 'node:child_process'
import { E2E_BASE_URL, E2E_THIRD_PARTIES } from '../tests/support/e2e-server'
import { postgresReachable } from '../tests/support/test-database'

/** What the import rule (.dependency-cruiser.cjs) is checked on: the app's code and the CMS config. */
const IMPORT_CHECKED = ['src', 'payload.config.ts']

type Step = { name: string; command: string[]; env?: Record<string, string> }

function run(step: Step): void {
  const started = Date.now()
  console.log(`\n━━ ${step.name}`)
  const result = spawnSync(step.command[0]!, step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    console.error(`✗ ${step.name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${step.name} (${seconds} s)`)
}

async function main() {
  const npx = (...args: string[]) => ['npx', '--no-install', ...args]
  run({ name: 'lint', command: npx('eslint', '.') })
  run({ name: 'import rule (docs/architecture.md)', command: npx('depcruise', ...IMPORT_CHECKED) })
  run({ name: 'formatting (Prettier)', command: npx('prettier', '--check', '.') })
  run({ name: 'types', command: npx('tsc', '--noEmit') })
  run({ name: 'unit tests', command: npx('vitest', 'run', '--project', 'unit') })

  const postgres = await postgresReachable()
  if (postgres)
    run({ name: 'integration tests (PostgreSQL)', command: npx('vitest', 'run', '--project', 'int'), env: { TEST_DATABASE: 'postgres' } })
  else console.log('\n(PostgreSQL not reachable at TEST_POSTGRES_URL: integration tests run on the embedded database only)')
  run({
    name: 'integration tests (embedded database)',
    command: npx('vitest', 'run', '--project', 'int'),
    env: { TEST_DATABASE: 'embedded' },
  })

  // Built for the end-to-end server's address and third parties, which its `npm start` then serves as it is.
  run({
    name: 'production build',
    command: ['node', '--import', 'tsx', 'scripts/build.ts'],
    env: { SITE_URL: E2E_BASE_URL, ...E2E_THIRD_PARTIES },
  })
  run({ name: 'launcher start and stop (production build)', command: npx('vitest', 'run', '--project', 'launcher') })
  run({ name: 'database outage test (production build)', command: npx('vitest', 'run', '--project', 'outage') })
  run({ name: 'two app processes sharing one cache (production build, Redis)', command: npx('vitest', 'run', '--project', 'cluster') })
  // As `npm start` runs on a fresh machine: the embedded database and the outbox (playwright.config.ts).
  run({ name: 'end-to-end tests (Chromium)', command: npx('playwright', 'test') })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
