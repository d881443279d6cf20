import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Runs one SQL statement and gives its rows (as arrays of values with `arrays`: less memory for big reads). */
export type QueryRows = <Row>(text: string, params?: unknown[], options?: { arrays?: boolean }) => Promise<Row[]>

/** SQL on the CMS's own connection pool (its timeouts included), for what the Local API cannot say: atomic claims, big reads. */
export function sqlRows(payload: Payload): QueryRows {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  return async <Row>(text: string, values?: unknown[], options?: { arrays?: boolean }) => {
    const result = await pool.query({ text, values, ...(options?.arrays ? { rowMode: 'array' as const } : {}) })
    return result.rows as Row[]
  }
}
