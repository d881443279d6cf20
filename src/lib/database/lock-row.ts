import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/**
 * Locks one row of `table` (`SELECT … FOR UPDATE`) in the request's transaction until it ends:
 * two writers deciding on the same row (the seats of a departure) then decide one after the
 * other, each on what the other wrote. Without a transaction there is nothing to hold a lock.
 */
export async function lockRow(req: PayloadRequest, table: string, id: number): Promise<void> {
  const transactionId = await req.transactionID
  if (!transactionId) return
  const session = (req.payload.db as unknown as PostgresAdapter).sessions[String(transactionId)]
  if (!session) return
  await session.db.execute(sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
}
