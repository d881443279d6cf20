import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { QueryRows } from './search/load-snapshot'

/** SQL on the CMS's own connection pool: the catalog's searches read the tables Payload writes. */
export function catalogQuery(payload: Payload): QueryRows {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  return async <Row>(text: string, values?: unknown[], options?: { arrays?: boolean }) => {
    const result = await pool.query({ text, values, ...(options?.arrays ? { rowMode: 'array' as const } : {}) })
    return result.rows as Row[]
  }
}
