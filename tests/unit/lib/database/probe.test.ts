import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { probeDatabase } from '@/lib/database/probe'

const cmsWith = (query: () => Promise<unknown>) => () => Promise.resolve({ db: { pool: { query } } } as unknown as Payload)

describe('probeDatabase', () => {
  it('says up, with the latency, when SELECT 1 answers', async () => {
    expect(await probeDatabase(cmsWith(() => Promise.resolve({ rows: [] })))).toMatchObject({ status: 'up', latencyMs: expect.any(Number) })
  })

  it('says down (timeout) when the database does not answer in time, instead of waiting', async () => {
    expect(
      await probeDatabase(
        cmsWith(() => new Promise(() => {})),
        20,
      ),
    ).toEqual({ status: 'down', reason: 'timeout' })
  })

  it('says down (unreachable) when the query or the CMS fails', async () => {
    expect(await probeDatabase(cmsWith(() => Promise.reject(new Error('connect ECONNREFUSED'))))).toEqual({
      status: 'down',
      reason: 'unreachable',
    })
    expect(await probeDatabase(() => Promise.reject(new Error('cannot connect')))).toEqual({ status: 'down', reason: 'unreachable' })
  })
})
