import { EMBEDDED_POOL_MAX } from './embedded-pool'

/**
 * How the CMS reaches PostgreSQL. `DATABASE_URL` is either a real server or, when the
 * launcher started the embedded database, its loopback address (`DATABASE_EMBEDDED=1`).
 */
export function databaseSettings() {
  const embedded = process.env.DATABASE_EMBEDDED === '1'
  return {
    connectionString: process.env.DATABASE_URL,
    embedded,
    poolMax: embedded ? EMBEDDED_POOL_MAX : Number(process.env.DATABASE_POOL_MAX ?? 10),
  }
}
