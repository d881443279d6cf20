import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** `next start` of the production build on `port` and `databaseUrl` (scheduled jobs off), stderr piped. */
export function startProductionServer(port: number, databaseUrl: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      PAYLOAD_JOBS_AUTORUN: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once `check` says yes (a failing check counts as no); throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await sleep(100)
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s`)
}
