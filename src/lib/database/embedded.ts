import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import fs from 'node:fs'
import path from 'node:path'

export type EmbeddedDatabase = {
  /** A postgres:// URL the Postgres adapter connects to, on a loopback port. */
  url: string
  stop: () => Promise<void>
}

/**
 * PGlite (PostgreSQL in WebAssembly) served on a loopback port, so the unchanged Postgres
 * adapter and the same migrations run against it. Without `dataDir` it lives in memory (tests).
 * The socket multiplexes several client connections onto the single PGlite session; the
 * adapter's pool must stay at `EMBEDDED_POOL_MAX`.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  const release = options.dataDir ? claimDataDir(options.dataDir) : () => {}
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {})
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.port ?? 0, maxConnections: 10 })
  await server.start()
  const address = server.getServerConn() // "127.0.0.1:PORT"
  return {
    url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop()
      await db.close()
      release()
    },
  }
}

/**
 * Two PGlite instances on one data directory corrupt it: the directory is claimed with a lock
 * file naming the owning process, and a second claim fails with a clear message.
 */
function claimDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lock = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`)
  try {
    const owner = Number(fs.readFileSync(lock, 'utf8'))
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}. Stop it first (or set DATABASE_URL).`)
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.writeFileSync(lock, String(process.pid))
  const release = () => fs.rmSync(lock, { force: true })
  process.once('exit', release)
  return release
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
