import { afterEach, describe, expect, it } from 'vitest'
import {
  CONNECTION_ACQUIRE_TIMEOUT_MS,
  databasePoolConfig,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  STATEMENT_TIMEOUT_MS,
} from '@/lib/database/settings'

const saved = process.env.DATABASE_STATEMENT_TIMEOUT_MS

afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_STATEMENT_TIMEOUT_MS
  else process.env.DATABASE_STATEMENT_TIMEOUT_MS = saved
})

describe('database pool settings', () => {
  it('bound every wait: acquiring a connection, a statement, the client waiting for it, an idle transaction', () => {
    delete process.env.DATABASE_STATEMENT_TIMEOUT_MS
    const config = databasePoolConfig()
    expect(config.connectionTimeoutMillis).toBe(CONNECTION_ACQUIRE_TIMEOUT_MS)
    expect(config.statement_timeout).toBe(STATEMENT_TIMEOUT_MS)
    expect(config.query_timeout).toBeGreaterThan(STATEMENT_TIMEOUT_MS)
    expect(config.idle_in_transaction_session_timeout).toBe(IDLE_IN_TRANSACTION_TIMEOUT_MS)
  })

  it('take the statement timeout from the environment; 0 means none; nonsense keeps the default', () => {
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '600000'
    expect(databasePoolConfig().statement_timeout).toBe(600_000)
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0'
    expect(databasePoolConfig()).toMatchObject({ statement_timeout: undefined, query_timeout: undefined })
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = 'soon'
    expect(databasePoolConfig().statement_timeout).toBe(STATEMENT_TIMEOUT_MS)
  })
})
