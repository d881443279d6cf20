import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freeLoopbackPort } from '../../../src/lib/database/free-port'

const POSTGRES_ROOT = '/usr/lib/postgresql'
const READY_TIMEOUT_MS = 30_000

/** The newest PostgreSQL server installed from the system's packages, or null. */
export function systemPostgresBin(): string | null {
  if (!fs.existsSync(POSTGRES_ROOT)) return null
  const versions = fs.readdirSync(POSTGRES_ROOT).filter((entry) => fs.existsSync(path.join(POSTGRES_ROOT, entry, 'bin', 'postgres')))
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? path.join(POSTGRES_ROOT, newest, 'bin') : null
}

/** PostgreSQL refuses root: under root the cluster belongs to the `postgres` user. */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
  if (!uid) throw new Error('running as root needs a postgres user for the throwaway cluster')
  return { uid, gid }
}

export type ThrowawayCluster = {
  url: string
  /** Starts the server (again), resolving once it accepts connections. */
  start: () => Promise<void>
  /** Stops the server as an operator would (fast shutdown: sessions are cut, open transactions rolled back). */
  stop: () => Promise<void>
  /** Freezes the server (SIGSTOP): connections are accepted and never answered, the worst kind of outage. */
  pause: () => void
  resume: () => void
  destroy: () => Promise<void>
}

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free loopback port, trusting
 * local connections: a server a test may stop and restart under load.
 */
export async function createThrowawayCluster(bin: string): Promise<ThrowawayCluster> {
  const owner = runAs()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-cluster-'))
  if (owner.uid !== undefined) fs.chownSync(dataDir, owner.uid, owner.gid!)
  const init = spawnSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], {
    ...owner,
    encoding: 'utf8',
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = await freeLoopbackPort()
  let server: ChildProcess | null = null

  const start = async () => {
    const child = spawn(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
      { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    server = child
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the throwaway cluster did not start')), READY_TIMEOUT_MS)
      child.stderr!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready to accept connections')) {
          clearTimeout(timer)
          resolve()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the throwaway cluster exited (${code})`))
      })
    })
  }
  const stop = async () => {
    const child = server
    server = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGINT')
    await exited
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
    destroy: async () => {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
