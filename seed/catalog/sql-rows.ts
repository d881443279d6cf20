import type { PoolClient } from 'pg'

/** Postgres allows 65535 parameters per statement. */
const MAX_PARAMETERS = 60_000

/** Inserts rows in as few statements as the parameter limit allows. */
export async function insertRows(client: PoolClient, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const columnList = columns.map((column) => `"${column}"`).join(', ')
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const values: unknown[] = []
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        values.push(value)
        return `$${values.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await client.query(`INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(', ')}`, values)
  }
}

/** After inserting explicit ids, the next id Postgres hands out must come after them. */
export async function resetSequence(client: PoolClient, table: string): Promise<void> {
  await client.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT max(id) FROM "${table}"), 1))`)
}
