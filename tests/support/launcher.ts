import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { nextServerPidFile } from '../../scripts/next-server-pid'

export type Launcher = { process: ChildProcess; output: () => string; exited: Promise<number | null> }

/**
 * `npm start`'s launcher (scripts/start.ts) on `port` and the embedded database in `dataDir`,
 * serving the existing production build (SKIP_BUILD); resolves once it says the site is ready.
 */
export async function startLauncher(port: number, dataDir: string, timeoutMs = 240_000): Promise<Launcher> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      EMBEDDED_DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + timeoutMs
  while (!output.includes('site ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the launcher did not get ready:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { process: child, output: () => output, exited }
}

/** The pid of the Next server the launcher on `port` noted (scripts/next-server-pid.ts). */
export function nextServerPid(port: number): number {
  return Number(fs.readFileSync(nextServerPidFile(String(port)), 'utf8'))
}

/** The pid of the PostgreSQL server running on `dataDir`, from its own pid file. */
export function postgresPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
}

/** Whether something accepts connections on the loopback `port`. */
export function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
