import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { QueryRows } from '@/lib/database/sql'

type Row = { payload: AdapterPayload; consumed_at: Date | null }

const EPOCH_SECONDS = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * The identity provider's records in PostgreSQL (`identity_records`), one row per model and id:
 * sessions, grants, authorization codes, tokens and interactions outlive a restart and are shared
 * by every app process. An expired row reads as absent; rows a day past their expiry are deleted
 * as new ones are written (at most once a minute per process).
 */
export class PostgresAdapter implements Adapter {
  private static lastSweep = 0

  constructor(
    private readonly kind: string,
    private readonly sql: QueryRows,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null
    await this.sql(
      `INSERT INTO identity_records (kind, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (kind, id) DO UPDATE SET payload = $3, grant_id = $4, user_code = $5, uid = $6, expires_at = $7`,
      [this.kind, id, payload, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
    )
    await this.sweep()
  }

  find(id: string) {
    return this.one('id = $2', id)
  }

  findByUid(uid: string) {
    return this.one('uid = $2', uid)
  }

  findByUserCode(userCode: string) {
    return this.one('user_code = $2', userCode)
  }

  async consume(id: string): Promise<void> {
    await this.sql('UPDATE identity_records SET consumed_at = now() WHERE kind = $1 AND id = $2 AND consumed_at IS NULL', [this.kind, id])
  }

  async destroy(id: string): Promise<void> {
    await this.sql('DELETE FROM identity_records WHERE kind = $1 AND id = $2', [this.kind, id])
  }

  /** Ends everything issued under one grant, whatever the model (tokens, codes, the grant itself). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.sql('DELETE FROM identity_records WHERE grant_id = $1', [grantId])
  }

  private async one(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.sql<Row>(
      `SELECT payload, consumed_at FROM identity_records
       WHERE kind = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
      [this.kind, value],
    )
    if (!row) return undefined
    return row.consumed_at ? { ...row.payload, consumed: EPOCH_SECONDS(row.consumed_at) } : row.payload
  }

  private async sweep() {
    const now = Date.now()
    if (now - PostgresAdapter.lastSweep < 60_000) return
    PostgresAdapter.lastSweep = now
    await this.sql("DELETE FROM identity_records WHERE expires_at < now() - interval '1 day'")
  }
}
