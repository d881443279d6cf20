import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import type { EmbeddedDatabase } from '../src/lib/database/embedded'

const require = createRequire(import.meta.url)

/**
 * Runs `next dev` or `next start` as a child on `port`, with this process's environment (so it
 * reaches the embedded database this process serves). Ctrl-C or the child's exit stops both.
 */
export function serveNext(mode: 'dev' | 'start', port: string, embedded: EmbeddedDatabase | null, env: Record<string, string> = {}) {
  const server = spawn(process.execPath, [require.resolve('next/dist/bin/next'), mode, '-p', port], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: port, ...env },
  })
  const stop = async (code: number) => {
    server.kill('SIGTERM')
    await embedded?.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  server.on('exit', (code) => void stop(code ?? 0))
  return server
}
