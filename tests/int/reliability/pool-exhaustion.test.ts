import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { databasePoolConfig } from '@/lib/database/settings'
import { isDatabaseUnavailable } from '@/lib/database/unavailable'
import { testCms } from '../test-cms'

describe('a pool with no connection free', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testCms()
  })

  it('refuses a query after the acquire timeout instead of waiting forever, and serves again once a connection is free', async () => {
    const poolSize = databasePoolConfig().max!
    // Open transactions until every pooled connection is taken (the adapter already keeps one).
    const transactions: Array<string | number> = []
    for (let index = 0; index < poolSize - 1; index++) transactions.push((await payload.db.beginTransaction()) as string | number)

    const refused = await payload.count({ collection: 'pages' }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(refused)).toBe(true)

    await Promise.all(transactions.map((id) => payload.db.rollbackTransaction(id)))
    await expect(payload.count({ collection: 'pages' })).resolves.toMatchObject({ totalDocs: expect.any(Number) })
  })
})
