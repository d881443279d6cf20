/**
 * `npm run dev`: the same database preparation as `npm start` (embedded PostgreSQL unless
 * DATABASE_URL is set, migrations, demo content on first run), then `next dev` with hot reload.
 * `npm run dev -- --push` lets the CMS push schema changes without a migration while you
 * experiment; write the migration (`npm run migrate:create <name>`) before committing.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { ensureDatabase, loadEnvironment } from './env'
import { prepareDatabase } from './prepare-database'

const require = createRequire(import.meta.url)
const log = (line: string) => console.log(`▸ ${line}`)

async function main() {
  loadEnvironment(true)
  const embedded = await ensureDatabase()
  await prepareDatabase(log)
  const port = process.env.PORT ?? '3000'
  const push = process.argv.includes('--push')
  const server = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '-p', port], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, ...(push ? { PAYLOAD_DEV_PUSH: '1' } : {}) },
  })
  const stop = async (code: number) => {
    server.kill('SIGTERM')
    await embedded?.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  server.on('exit', (code) => void stop(code ?? 0))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
