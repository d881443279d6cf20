/**
 * `npm start`: database (the configured one, or the embedded one kept under .data/), migrations,
 * demo content on first start, a production build when needed, then the server on PORT (3000).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { buildIfNeeded } from './build-if-needed'
import { ensureDatabase, loadEnvironment } from './env'
import { prepareDatabase } from './prepare-database'

const require = createRequire(import.meta.url)
const log = (line: string) => console.log(`▸ ${line}`)

async function main() {
  loadEnvironment(false)
  const embedded = await ensureDatabase()
  log(embedded ? 'embedded PostgreSQL started (data in .data/pglite)' : 'using the PostgreSQL server of DATABASE_URL')
  await prepareDatabase(log)
  if (process.env.SKIP_BUILD !== '1') buildIfNeeded(log)

  const port = process.env.PORT ?? '3000'
  const server = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', port], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: port },
  })
  const stop = async (code: number) => {
    server.kill('SIGTERM')
    await embedded?.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  server.on('exit', (code) => void stop(code ?? 0))
  await waitUntilServing(port)
  const base = process.env.SITE_URL ?? `http://localhost:${port}`
  log(`site ready: ${base}/it  ·  ${base}/en  ·  admin: ${base}/admin`)
}

async function waitUntilServing(port: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/v1/custompages/show?routingKey=index`, { signal: AbortSignal.timeout(30_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
