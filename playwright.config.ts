import { defineConfig, devices } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE_URL = `http://localhost:${PORT}`

/** The server under test runs on its own database: E2E_DATABASE_URL, else a fresh embedded one. */
const databaseEnv: Record<string, string> = process.env.E2E_DATABASE_URL
  ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
  : { EMBEDDED_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-postgres-')) }

/** The sign-in spec's SMTP catcher listens here; the server under test mails there (no catcher: a send fails, 503). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)

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
  use: { baseURL: BASE_URL, trace: 'retain-on-failure', timezoneId: 'UTC' },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `${BASE_URL}/api/v1/custompages/show?routingKey=index`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...databaseEnv,
      PORT: String(PORT),
      SITE_URL: BASE_URL,
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      // Scheduled jobs are checked every 2 seconds instead of every minute.
      PAYLOAD_JOBS_CRON: '*/2 * * * * *',
      // A plain local server: no STARTTLS.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`,
    },
  },
})
