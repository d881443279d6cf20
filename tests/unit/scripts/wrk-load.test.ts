import { describe, expect, it } from 'vitest'
import { parseWrk, wrkDuration } from '../../../scripts/wrk-load'

const OUTPUT = `Running 10s test @ http://localhost:3301/it
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    66.37ms   60.21ms   1.02s    98.03%
    Req/Sec   267.30     61.43   594.00     82.15%
  Latency Distribution
     50%   56.90ms
     75%   61.02ms
     90%   70.11ms
     99%    1.02s
  5341 requests in 10.10s, 497.10MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:    527.32
Transfer/sec:     49.21MB
`

describe('wrk output', () => {
  it('gives throughput, p50 and p99 in milliseconds, and every failed answer', () => {
    expect(parseWrk(OUTPUT)).toEqual({ throughput: 527.32, p50: 56.9, p99: 1020, errors: 9 })
  })

  it('reads every duration unit wrk prints', () => {
    expect(wrkDuration('850.00us')).toBeCloseTo(0.85)
    expect(wrkDuration('12.5ms')).toBe(12.5)
    expect(wrkDuration('2.00s')).toBe(2000)
    expect(wrkDuration('1.50m')).toBe(90_000)
  })

  it('refuses output without its figures rather than report zero', () => {
    expect(() => parseWrk('unable to connect to localhost:3301 Connection refused')).toThrow(/throughput/)
  })
})
