import type { PostgresAdapter } from '@payloadcms/db-postgres'
import crypto from 'node:crypto'
import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

type Transaction = PostgresAdapter['sessions'][string]['db']
type Session = {
  db: Transaction
  resolve: () => Promise<void>
  reject: () => Promise<void>
  /** Work to do once the transaction is committed (dropped when it is rolled back). */
  committed: Array<() => Promise<void>>
}
type TransactionId = string | number | Promise<string | number | null> | null | undefined

/**
 * The adapter's own transactions swallow a failed COMMIT (the database went away between the last
 * write and the commit): the save then answers success for a write that was rolled back. These
 * replacements keep the commit's outcome, so such a save fails (and is not acknowledged).
 * Payload's operations call them exactly as before: begin, then commit or roll back by id.
 */
async function beginTransaction(this: PostgresAdapter, options?: Parameters<PostgresAdapter['beginTransaction']>[0]): Promise<string> {
  await this.initializing
  let opened!: (transaction: Transaction) => void
  let failedToOpen!: (error: unknown) => void
  const ready = new Promise<Transaction>((resolve, reject) => {
    opened = resolve
    failedToOpen = reject
  })
  let finish!: { commit: () => void; rollBack: () => void }
  const outcome = this.drizzle.transaction(
    async (transaction) => {
      await new Promise<void>((commit, rollBack) => {
        finish = { commit, rollBack: () => rollBack(new RolledBack()) }
        opened(transaction as Transaction)
      })
    },
    options || this.transactionOptions || undefined,
  )
  outcome.catch(failedToOpen) // before the callback ran (no connection): settles `ready`; later, a no-op
  const transaction = await ready.catch((error: unknown) => {
    throw new Error(`cannot begin transaction: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  })
  const id = crypto.randomUUID()
  const session: Session = {
    db: transaction,
    resolve: async () => {
      finish.commit()
      await outcome // rejects when COMMIT fails
    },
    reject: async () => {
      finish.rollBack()
      await outcome.catch(() => {})
    },
    committed: [],
  }
  ;(this.sessions as Record<string, Session>)[id] = session
  return id
}

async function commitTransaction(this: PostgresAdapter, incoming: TransactionId): Promise<void> {
  const session = await takeSession(this, incoming)
  if (!session) return
  await session.resolve()
  // The write is done: what follows it may fail, never the write.
  for (const work of session.committed)
    await work().catch((error: unknown) => console.warn(`after commit: ${error instanceof Error ? error.message : error}`))
}

async function rollbackTransaction(this: PostgresAdapter, incoming: TransactionId): Promise<void> {
  const session = await takeSession(this, incoming)
  await session?.reject()
}

/** The session of an id, removed first so no other operation can still use it while it ends. */
async function takeSession(adapter: PostgresAdapter, incoming: TransactionId): Promise<Session | undefined> {
  const id = String(await incoming)
  const sessions = adapter.sessions as Record<string, Session>
  const session = sessions[id]
  delete sessions[id]
  return session
}

/**
 * Runs `work` once what `req` wrote is visible to every other connection: after its transaction
 * commits (never when it rolls back), or now when it has none. Cache expiry belongs here: a page
 * rendered between an expiry and the commit would cache the old content again.
 */
export async function afterCommit(req: PayloadRequest, work: () => Promise<void>): Promise<void> {
  const id = req.transactionID ? String(await req.transactionID) : undefined
  const session = id ? (req.payload.db.sessions as Record<string, Partial<Session>> | undefined)?.[id] : undefined
  if (session?.committed) session.committed.push(work)
  else await work()
}

class RolledBack extends Error {
  constructor() {
    super('transaction rolled back')
  }
}

/** The Postgres adapter with transactions whose commit failures reach the caller. */
export function withCheckedCommits(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      return Object.assign(instance, { beginTransaction, commitTransaction, rollbackTransaction }) as typeof instance
    },
  }
}
