import { describe, expect, it } from 'vitest'
import { CMS_NOT_STARTED, isDatabaseUnavailable } from '@/lib/database/unavailable'
import { TimeoutError } from '@/lib/database/with-timeout'

const withCode = (code: string) => Object.assign(new Error('driver error'), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, a server shutting down, a cancelled statement, wrapped or not', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }))).toBe(true)
  })

  it('recognises the pool’s acquire timeout and a lost connection by their messages', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('cannot begin transaction: timeout exceeded when trying to connect'))).toBe(true)
  })

  it('recognises a CMS whose start could not reach the database, or not in time', () => {
    expect(isDatabaseUnavailable(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5'))).toBe(true)
    expect(isDatabaseUnavailable(new TimeoutError(`${CMS_NOT_STARTED} within 5 s`))).toBe(true)
  })

  it('leaves the request’s own faults alone: constraint violations, syntax, anything else', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('22021'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('The following field is invalid: title'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})
