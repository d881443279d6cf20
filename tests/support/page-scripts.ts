/**
 * The scripts a browser requests for a page, before and after the page's first idle moment: the
 * bench prints them and the budgets test (tests/e2e/budgets.spec.ts) checks them. The first block
 * hydrates at that moment (design/hydration.md), so what is requested before it is what every
 * visitor pays up front: the framework, the shell, the page's own chunks, and the islands of
 * blocks already near the viewport.
 *
 * The moment is held, so that the figure is the same on a busy machine and a quiet one: a
 * browser is idle whenever its main thread waits, also while the page's chunks are still on
 * their way, so where the first idle callback falls among them depends on the network and the
 * CPU. Here idle callbacks are queued until the page has loaded everything it asks for by
 * itself (the network quiet for half a second), then run: the bytes counted are those a slow
 * phone, never idle before then, requests; a fast one requests as much or less.
 */
import type { Page } from '@playwright/test'

export type ScriptLoad = {
  /** The script's path on the site, e.g. `/_next/static/chunks/0abc.js`. */
  path: string
  /** Whether it was requested before the page's first idle moment. */
  beforeIdle: boolean
  /** The response body as sent over the wire (compressed when the server compressed it). */
  transferred: number
  /** The response body once decompressed. */
  decoded: number
}

type IdleWindow = Window & { releaseIdle?: () => void }

/** Queues the page's idle callbacks until `releaseIdle()`; registered before any of its scripts runs. */
function holdIdleCallbacks() {
  const browserIdle = window.requestIdleCallback.bind(window)
  const cancelBrowserIdle = window.cancelIdleCallback.bind(window)
  const held = new Map<number, IdleRequestCallback>()
  let released = false
  let nextId = -1
  window.requestIdleCallback = (callback, options) => {
    if (released) return browserIdle(callback, options)
    held.set(nextId, callback)
    return nextId--
  }
  window.cancelIdleCallback = (id) => (id < 0 ? held.delete(id) : cancelBrowserIdle(id))
  ;(window as IdleWindow).releaseIdle = () => {
    released = true
    for (const callback of held.values()) browserIdle(callback)
    held.clear()
  }
}

/**
 * Opens `url` with the page's first idle moment held until the page has loaded everything it asks
 * for by itself, lets that moment come, and answers a reader of the scripts requested so far (each
 * marked before or after that moment). Leaves the page as it stands: not scrolled, the first
 * block's island requested.
 */
export async function openAtFirstIdle(page: Page, url: string): Promise<{ scripts: () => Promise<ScriptLoad[]> }> {
  await page.addInitScript(holdIdleCallbacks)
  let idle = false
  const reads: Array<Promise<ScriptLoad>> = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    const beforeIdle = !idle
    const read = request.response().then(async (response) => ({
      path: new URL(request.url()).pathname,
      beforeIdle,
      transferred: (await request.sizes()).responseBodySize,
      decoded: (await response?.body())?.length ?? 0,
    }))
    // A read left unfinished when the page closes fails only where it is awaited.
    read.catch(() => {})
    reads.push(read)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  idle = true
  await page.evaluate(() => (window as IdleWindow).releaseIdle!())
  return { scripts: () => Promise.all(reads) }
}

/** The scripts requested before the page's first idle moment (see `openAtFirstIdle`). */
export async function scriptsBeforeIdle(page: Page, url: string): Promise<ScriptLoad[]> {
  const { scripts } = await openAtFirstIdle(page, url)
  return (await scripts()).filter((script) => script.beforeIdle)
}

export const totalTransferred = (scripts: ScriptLoad[]) => scripts.reduce((total, script) => total + script.transferred, 0)
export const totalDecoded = (scripts: ScriptLoad[]) => scripts.reduce((total, script) => total + script.decoded, 0)
