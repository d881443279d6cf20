import { after } from 'next/server'
import { processSingleton } from '@/lib/process/singleton'

/** A render Next never reported done (it failed before answering) is forgotten after this. */
const FORGOTTEN_AFTER_MS = 60_000

type Render = { startedAt: number; done: Promise<void>; finish: () => void }

const renders = processSingleton('renders-in-flight', () => ({ next: 0, open: new Map<number, Render>() }))

/**
 * Counts a page render of this process as in flight until Next has finished it (`after()`: once
 * the page is made and answered). The revalidation uses it to know whether a render may have read
 * the data before a change and store its page after the change's expiry (revalidate.ts).
 */
export function trackRender(): void {
  const now = Date.now()
  for (const [id, render] of renders.open) if (now - render.startedAt > FORGOTTEN_AFTER_MS) renders.open.delete(id)
  const id = ++renders.next
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  renders.open.set(id, { startedAt: now, done, finish })
  after(() => {
    renders.open.get(id)?.finish()
    renders.open.delete(id)
  })
}

/** Resolves once every page render in flight now is done (none: at once, with false). */
export async function rendersInFlightDone(): Promise<boolean> {
  const open = [...renders.open.values()].map((render) => render.done)
  if (open.length === 0) return false
  await Promise.all(open)
  return true
}
