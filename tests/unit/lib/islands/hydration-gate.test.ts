import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGate } from '@/lib/islands/hydration-gate'
import { onIntent, onVisible, onVisibleAfterIdle, VISIBLE_ROOT_MARGIN } from '@/lib/islands/hydration-triggers'
import { IDLE_TIMEOUT_MS, onIdle } from '@/lib/dom/idle'

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('island gate', () => {
  it('stays closed until opened, then resolves the promise it suspends on', async () => {
    const gate = createGate(false)
    expect(gate.isOpen).toBe(false)
    expect(await settled(gate.opened)).toBe(false)
    gate.open()
    expect(gate.isOpen).toBe(true)
    expect(await settled(gate.opened)).toBe(true)
  })

  it('is open from the start on the server and on client-side mounts', async () => {
    const gate = createGate(true)
    expect(gate.isOpen).toBe(true)
    expect(await settled(gate.opened)).toBe(true)
  })

  it('renders of the first task only arm it; a render in a later task (an update inside the island) opens it', async () => {
    const gate = createGate(false)
    gate.onRender()
    gate.onRender()
    expect(gate.isOpen).toBe(false)
    await Promise.resolve()
    expect(gate.isOpen).toBe(false)
    gate.onRender()
    expect(gate.isOpen).toBe(true)
    expect(await settled(gate.opened)).toBe(true)
  })

  it('keeps the first server HTML it is given, and none once open', () => {
    const gate = createGate(false)
    gate.keepHtml('<p>server</p>')
    gate.keepHtml('<p>later</p>')
    expect(gate.html).toBe('<p>server</p>')
    const open = createGate(true)
    open.keepHtml('<p>server</p>')
    expect(open.html).toBeUndefined()
  })
})

describe('hydration triggers', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('idle: waits for an idle moment at most IDLE_TIMEOUT_MS, and can be cancelled', () => {
    let idle: (() => void) | undefined
    const requestIdleCallback = vi.fn((callback: () => void) => ((idle = callback), 7))
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback })
    const open = vi.fn()
    const cancel = onIdle(open)
    expect(requestIdleCallback).toHaveBeenCalledWith(open, { timeout: IDLE_TIMEOUT_MS })
    expect(open).not.toHaveBeenCalled()
    idle!()
    expect(open).toHaveBeenCalledOnce()
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('idle, without requestIdleCallback (Safari): opens after 200 ms', () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', {})
    const open = vi.fn()
    onIdle(open)
    vi.advanceTimersByTime(199)
    expect(open).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(open).toHaveBeenCalledOnce()
    const cancelled = vi.fn()
    onIdle(cancelled)()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('visible: opens once the element comes within the margin, then stops observing', () => {
    const observers: Array<{
      callback: (entries: Array<{ isIntersecting: boolean }>) => void
      options: unknown
      disconnect: () => void
      observed: unknown[]
    }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: unknown[] = []
        disconnect = vi.fn()
        constructor(
          public callback: (entries: Array<{ isIntersecting: boolean }>) => void,
          public options: unknown,
        ) {
          observers.push(this)
        }
        observe(element: unknown) {
          this.observed.push(element)
        }
      },
    )
    const element = {} as Element
    const open = vi.fn()
    onVisible(element, open)
    const [observer] = observers
    expect(observer!.observed).toEqual([element])
    expect(observer!.options).toEqual({ rootMargin: VISIBLE_ROOT_MARGIN })
    observer!.callback([{ isIntersecting: false }])
    expect(open).not.toHaveBeenCalled()
    observer!.callback([{ isIntersecting: true }])
    expect(open).toHaveBeenCalledOnce()
    expect(observer!.disconnect).toHaveBeenCalled()
  })

  it('visible after idle: an island already in view waits for the first idle moment before it is watched', () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => ((idle = callback), 1), cancelIdleCallback: vi.fn() })
    const observed: unknown[] = []
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback
        }
        observe(element: unknown) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    const element = {} as Element
    const open = vi.fn()
    onVisibleAfterIdle(element, open)
    expect(observed).toEqual([])
    idle!()
    expect(observed).toEqual([element])
    report!([{ isIntersecting: true }])
    expect(open).toHaveBeenCalledOnce()
  })

  it('intent: hover, focus or a tap opens at once; cancelling stops listening', () => {
    const element = new EventTarget() as Element
    const open = vi.fn()
    onIntent(element, open)
    element.dispatchEvent(new Event('focusin'))
    expect(open).toHaveBeenCalledOnce()
    const other = new EventTarget() as Element
    const notOpened = vi.fn()
    onIntent(other, notOpened)()
    for (const type of ['pointerenter', 'focusin', 'pointerdown']) other.dispatchEvent(new Event(type))
    expect(notOpened).not.toHaveBeenCalled()
  })
})
