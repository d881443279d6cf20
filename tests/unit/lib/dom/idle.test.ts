import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh queue per test: the module keeps one for the page. */
const load = async () => {
  vi.resetModules()
  return import('@/lib/dom/idle')
}

/** requestIdleCallback whose idle moments the test hands out one by one. */
function stubIdleCallbacks() {
  const pending: Array<() => void> = []
  const requestIdleCallback = vi.fn((callback: () => void) => pending.push(callback))
  vi.stubGlobal('window', { requestIdleCallback })
  return {
    requestIdleCallback,
    waiting: () => pending.length,
    nextIdleMoment: () => pending.shift()!(),
  }
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('idle jobs', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for an idle moment, at most IDLE_TIMEOUT_MS', async () => {
    const { onIdle, IDLE_TIMEOUT_MS } = await load()
    const idle = stubIdleCallbacks()
    const job = vi.fn()
    onIdle(job)
    expect(idle.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
    expect(job).not.toHaveBeenCalled()
    idle.nextIdleMoment()
    expect(job).toHaveBeenCalledOnce()
  })

  it('runs one job per idle moment, in the order asked, each after the previous one has settled', async () => {
    const { onIdle } = await load()
    const idle = stubIdleCallbacks()
    let hydrated!: () => void
    const first = vi.fn(() => new Promise<void>((done) => (hydrated = done)))
    const second = vi.fn()
    const third = vi.fn()
    onIdle(first)
    onIdle(second)
    onIdle(third)
    expect(idle.waiting()).toBe(1)
    idle.nextIdleMoment()
    expect(first).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
    await flush()
    expect(idle.waiting()).toBe(0) // the first job's work is still going on
    hydrated()
    await flush()
    idle.nextIdleMoment()
    expect(second).toHaveBeenCalledOnce()
    expect(third).not.toHaveBeenCalled()
    await flush()
    idle.nextIdleMoment()
    expect(third).toHaveBeenCalledOnce()
    await flush()
    expect(idle.waiting()).toBe(0)
  })

  it('does not let a job that never settles, or one that throws, hold back the next', async () => {
    const { onIdle, IDLE_JOB_SETTLE_MS } = await load()
    const idle = stubIdleCallbacks()
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    const next = vi.fn()
    onIdle(() => new Promise(() => {}))
    onIdle(() => {
      throw new Error('chunk failed')
    })
    onIdle(next)
    idle.nextIdleMoment()
    await flush()
    expect(idle.waiting()).toBe(0)
    await vi.advanceTimersByTimeAsync(IDLE_JOB_SETTLE_MS)
    idle.nextIdleMoment()
    expect(reportError).toHaveBeenCalledWith(new Error('chunk failed'))
    await flush()
    idle.nextIdleMoment()
    expect(next).toHaveBeenCalledOnce()
  })

  it('keeps each job’s deadline: a job asked for long ago does not wait for the previous one’s work past it', async () => {
    const { onIdle, IDLE_TIMEOUT_MS } = await load()
    const idle = stubIdleCallbacks()
    const late = vi.fn()
    onIdle(() => new Promise(() => {}))
    onIdle(late)
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 500)
    idle.nextIdleMoment()
    await vi.advanceTimersByTimeAsync(499)
    expect(idle.waiting()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(idle.requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 0 })
    idle.nextIdleMoment()
    expect(late).toHaveBeenCalledOnce()
  })

  it('a cancelled job never runs; a job asked for later starts a new turn', async () => {
    const { onIdle } = await load()
    const idle = stubIdleCallbacks()
    const cancelled = vi.fn()
    onIdle(cancelled)()
    idle.nextIdleMoment()
    await flush()
    expect(cancelled).not.toHaveBeenCalled()
    const later = vi.fn()
    onIdle(later)
    idle.nextIdleMoment()
    expect(later).toHaveBeenCalledOnce()
  })

  it('without requestIdleCallback (Safari): runs after 200 ms', async () => {
    const { onIdle } = await load()
    vi.stubGlobal('window', {})
    const job = vi.fn()
    onIdle(job)
    vi.advanceTimersByTime(199)
    expect(job).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(job).toHaveBeenCalledOnce()
  })
})
