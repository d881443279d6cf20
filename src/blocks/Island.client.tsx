'use client'
import {
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react'
import { createGate, type Gate } from './hydration-gate'
import { onIdle } from '@/lib/dom/idle'
import { onIntent, onVisible } from './hydration-triggers'
import { IslandRootContext } from './island-root'
import { islandComponents, islandLoadingOnServer, type IslandProps, type IslandType } from './islands.client'
import type { BlockFrame } from './types'

const subscribeNothing = () => () => {}
/** true while React hydrates server HTML, false when the island mounts on a client navigation. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  )

/**
 * Suspends until the gate opens. While suspended during hydration React keeps the server HTML
 * (a dehydrated boundary) and the island's chunk has not been requested.
 */
function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.isOpen) {
    gate.onRender()
    use(gate.opened)
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
 * The interactive part of a block, placed inside the block's server-rendered markup. Its
 * JavaScript is fetched only when the trigger fires: idle for the first block of a page,
 * visible for the others, or earlier on hover, focus or tap of the block. The block's static
 * HTML stays outside, so it shows with or without JavaScript.
 */
function IslandLeaf<K extends IslandType>({ frame, type, props }: IslandArgs<K>) {
  // Outside the island's own boundary: the server's HTML waits for the component, never streams without it.
  const loading = islandLoadingOnServer(type)
  if (loading) use(loading)
  const hydrating = useIsHydrating()
  const [gate] = useState(() => createGate(typeof window === 'undefined' || !hydrating))
  const blockRoot = useRef<HTMLElement | null>(null)
  const attach = (element: HTMLElement | null) => {
    blockRoot.current = element?.closest<HTMLElement>('[data-block-id]') ?? null
    // At the hydration commit the DOM is still the server HTML: keep a copy for SavedHtml.
    if (element) gate.keepHtml(element.innerHTML)
  }

  useEffect(() => {
    const element = blockRoot.current
    if (gate.isOpen || !element) return
    const open = () => gate.open()
    const cancelIntent = onIntent(element, open)
    const cancelTrigger = frame.strategy === 'idle' ? onIdle(open) : onVisible(element, open)
    return () => {
      cancelIntent()
      cancelTrigger()
    }
  }, [gate, frame.strategy])

  const Component: ComponentType<Record<string, unknown>> = islandComponents[type]
  const boundary = useMemo(
    () => (
      <Suspense fallback={<SavedHtml gate={gate} />}>
        <GateKeeper gate={gate}>
          <IslandRootContext value={blockRoot}>
            <Component {...(props as Record<string, unknown>)} />
          </IslandRootContext>
          <MarkHydrated root={blockRoot} />
        </GateKeeper>
      </Suspense>
    ),
    [gate, Component, props],
  )

  return (
    <div ref={attach} className="island" data-island={type}>
      {boundary}
    </div>
  )
}

export const Island = memo(IslandLeaf) as typeof IslandLeaf
