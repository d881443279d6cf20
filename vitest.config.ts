import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // next-intl's middleware imports `next/server` without an extension: let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
          // One CMS at a time: the embedded database serves one session (see design notes).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Runs against the production build (after `next build`): see scripts/test.ts.
          name: 'outage',
          include: ['tests/outage/**/*.test.ts'],
          environment: 'node',
          // Each file serves the production build under load or against a frozen database: one at a time.
          fileParallelism: false,
          testTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm start`'s launcher serving the production build: see scripts/test.ts.
          name: 'launcher',
          include: ['tests/launcher/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two processes of the production build sharing Redis and PostgreSQL: see scripts/test.ts.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
