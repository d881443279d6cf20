import type { PoolConfig } from 'pg'

/** Waiting longer than this for a connection (pooled or new) is an outage: the caller answers 503. */
export const CONNECTION_ACQUIRE_TIMEOUT_MS = 5_000
/** A statement the server runs longer than this is cancelled (`DATABASE_STATEMENT_TIMEOUT_MS`, 0 for none). */
export const STATEMENT_TIMEOUT_MS = 15_000
/** A transaction left open and idle this long (a request that died mid-way) is ended by the server. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000
/** The client stops waiting for an answer a little after the server would have cancelled the statement. */
const CLIENT_GRACE_MS = 5_000

function milliseconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/**
 * How the CMS reaches PostgreSQL (`DATABASE_URL`: a real server, or the embedded one the launcher
 * started), with every wait bounded: acquiring a connection, running a statement, and a
 * transaction left idle. Nothing waits forever.
 */
export function databasePoolConfig(): PoolConfig {
  const statementTimeout = milliseconds(process.env.DATABASE_STATEMENT_TIMEOUT_MS, STATEMENT_TIMEOUT_MS)
  return {
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    connectionTimeoutMillis: CONNECTION_ACQUIRE_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    statement_timeout: statementTimeout || undefined,
    query_timeout: statementTimeout ? statementTimeout + CLIENT_GRACE_MS : undefined,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  }
}
