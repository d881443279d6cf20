import { defineConfig, devices } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { E2E_BASE_URL, E2E_PORT, E2E_THIRD_PARTIES } from './tests/support/e2e-server'

export { E2E_BASE_URL }

/**
 * The server's embedded database: a fresh one each run, in one folder per port that the next
 * run clears (Playwright loads this file in each worker too: only the runner, which has no
 * worker index, clears it).
 */
const E2E_DATA_DIR = path.join(os.tmpdir(), `e2e-postgres-${E2E_PORT}`)
if (process.env.TEST_WORKER_INDEX === undefined) fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' }

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL: E2E_BASE_URL, trace: 'retain-on-failure', timezoneId: 'UTC' },
  projects: [{ name: 'chromium', use: chromium }],
  // The server runs as a newcomer's `npm start` does: the embedded database (a fresh one, in a
  // temporary directory) and no mail server, so that mails land in the outbox, where the specs
  // read them (tests/e2e/outbox-mirror.ts). Settings of the shell or `.env` that a fresh machine
  // lacks are blanked; a tag manager and an error-reporting DSN are set (E2E_THIRD_PARTIES).
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `${E2E_BASE_URL}/api/v1/custompages/show?routingKey=index`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      EMBEDDED_DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUSTED_PROXIES: '',
      PORT: String(E2E_PORT),
      SITE_URL: E2E_BASE_URL,
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      // Scheduled jobs are checked every 2 seconds instead of every minute.
      PAYLOAD_JOBS_CRON: '*/2 * * * * *',
      ...E2E_THIRD_PARTIES,
    },
  },
})
