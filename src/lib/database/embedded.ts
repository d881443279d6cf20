import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import fs from 'node:fs'

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
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true })
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {})
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.port ?? 0, maxConnections: 10 })
  await server.start()
  const address = server.getServerConn() // "127.0.0.1:PORT"
  return {
    url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}
