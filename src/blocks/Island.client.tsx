'use client'
import {
  memo, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore,
  type ComponentType, type ReactNode, type RefObject,
} from 'react'
import { blockRootAttributes } from './block-root'
import { createGate, type Gate } from './hydration-gate'
import { onIdle, onIntent, onVisible } from './hydration-triggers'
import { islandComponents, type IslandProps, type IslandType } from './islands.client'
import type { BlockFrame } from './types'

const subscribeNothing = () => () => {}
/** true while React hydrates server HTML, false when the island mounts on a client navigation. */
const useIsHydrating = () => useSyncExternalStore(subscribeNothing, () => false, () => true)

/**
 * Suspends until the gate opens. While suspended during hydration React keeps the server HTML
 * (a dehydrated boundary) and the block's chunk has not been requested.
 */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (gate.status !== 'fulfilled') {
    // Rendered again before its trigger only when React must reconcile inside the dehydrated
    // island (new props, a navigation's context change): open instead of stalling the update.
    if (gate.armed) gate.open()
    else if (!gate.arming) {
      gate.arming = true
      queueMicrotask(() => (gate.armed = true))
    }
    use(gate as unknown as Promise<void>)
  }
  return children
}

/** Shown only if React must client-render before hydration: the saved server HTML, never a blank. */
function SavedHtml({ gate }: { gate: Gate }) {
  return gate.html ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: gate.html }} /> : null
}

function MarkHydrated({ root }: { root: RefObject<HTMLElement | null> }) {
  useEffect(() => root.current?.setAttribute('data-hydrated', 'true'), [root])
  return null
}

type IslandArgs<K extends IslandType> = { frame: BlockFrame; type: K; props: IslandProps<K> }

/**
 * The root of an interactive block. Its component's JavaScript is fetched only when the
 * trigger fires: idle for the first block of a page, visible for the others, or earlier on
 * hover, focus or tap.
 */
function IslandRoot<K extends IslandType>({ frame, type, props }: IslandArgs<K>) {
  const hydrating = useIsHydrating()
  const [gate] = useState(() => createGate(typeof window === 'undefined' || !hydrating))
  const root = useRef<HTMLElement | null>(null)
  const attach = (element: HTMLElement | null) => {
    root.current = element
    // At the hydration commit the DOM is still the server HTML: keep a copy for SavedHtml.
    if (element && gate.html === undefined && gate.status !== 'fulfilled') gate.html = element.innerHTML
  }

  useEffect(() => {
    const element = root.current
    if (gate.status === 'fulfilled' || !element) return
    const open = () => gate.open()
    const cancelIntent = onIntent(element, open)
    const cancelTrigger = frame.strategy === 'idle' ? onIdle(open) : onVisible(element, open)
    return () => {
      cancelIntent()
      cancelTrigger()
    }
  }, [gate, frame.strategy])

  const Component = islandComponents[type] as unknown as ComponentType<Record<string, unknown>>
  const boundary = useMemo(
    () => (
      <Suspense fallback={<SavedHtml gate={gate} />}>
        <GateKeeper gate={gate}>
          <Component {...(props as Record<string, unknown>)} />
          <MarkHydrated root={root} />
        </GateKeeper>
      </Suspense>
    ),
    [gate, Component, props],
  )

  return (
    <section ref={attach} {...blockRootAttributes(frame, frame.strategy)}>
      {boundary}
    </section>
  )
}

export const Island = memo(IslandRoot) as typeof IslandRoot
