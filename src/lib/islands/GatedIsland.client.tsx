'use client'
import { Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { onIdle } from '@/lib/dom/idle'
import { intlLoadingOnServer, WithIntl } from '@/lib/intl/WithIntl.client'
import { createGate, type Gate } from './hydration-gate'
import { onIntent, onVisibleAfterIdle, type HydrationStrategy } from './hydration-triggers'
import type { AnyIslandComponent, IslandRegistry } from './island-registry'
import { IslandRootContext } from './island-root'

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

const ownElement = (wrapper: HTMLElement) => wrapper

export type GatedIslandProps<K extends string> = {
  registry: IslandRegistry<K>
  type: K
  props: Record<string, unknown>
  /**
   * `never`: no trigger and no intent open it; the server HTML stays until React must render the
   * island again (see `Gate.onRender`: an update inside it), which loads its code then.
   */
  strategy: HydrationStrategy | 'never'
  /**
   * The server-rendered element the island belongs to: watched for the trigger and for intent,
   * marked `data-hydrated`, given to the component (`useIslandRoot`). The island's own wrapper
   * unless said otherwise; a module-level function, stable across renders.
   */
  rootOf?: (wrapper: HTMLElement) => HTMLElement | null
  /** The wrapper's class: `island`, or the class of the element the server parent would have drawn there. */
  className?: string
  /** Texts of its own (next-intl namespaces), added to the page's for this island. */
  messages?: Record<string, unknown>
}

/**
 * A client component rendered in place in server HTML, its JavaScript fetched only when the
 * trigger fires (`idle`: the browser's first idle moment; `visible`: near the viewport once that
 * moment has come), or earlier on hover, focus or tap of its root. Its server HTML shows until then, with or without JavaScript.
 */
export function GatedIsland<K extends string>({
  registry,
  type,
  props,
  strategy,
  rootOf = ownElement,
  className = 'island',
  messages,
}: GatedIslandProps<K>) {
  // Outside the island's own boundary: the server's HTML waits for the component and the intl
  // provider, never streams without them.
  const loading = registry.loadingOnServer(type)
  if (loading) use(loading)
  const intlLoading = intlLoadingOnServer()
  if (intlLoading) use(intlLoading)
  const hydrating = useIsHydrating()
  const [gate] = useState(() => createGate(typeof window === 'undefined' || !hydrating))
  const root = useRef<HTMLElement | null>(null)
  const attach = (element: HTMLElement | null) => {
    root.current = element && rootOf(element)
    // At the hydration commit the DOM is still the server HTML: keep a copy for SavedHtml.
    if (element) gate.keepHtml(element.innerHTML)
  }

  useEffect(() => {
    const element = root.current
    if (gate.isOpen || !element || strategy === 'never') return
    const open = () => gate.open()
    const cancelIntent = onIntent(element, open)
    const cancelTrigger = strategy === 'idle' ? onIdle(open) : onVisibleAfterIdle(element, open)
    return () => {
      cancelIntent()
      cancelTrigger()
    }
  }, [gate, strategy])

  const Component: AnyIslandComponent = registry.components[type]
  const boundary = useMemo(
    () => (
      <Suspense fallback={<SavedHtml gate={gate} />}>
        <GateKeeper gate={gate}>
          <IslandRootContext value={root}>
            <WithIntl messages={messages}>
              <Component {...props} />
            </WithIntl>
          </IslandRootContext>
          <MarkHydrated root={root} />
        </GateKeeper>
      </Suspense>
    ),
    [gate, Component, props, messages],
  )

  return (
    <div ref={attach} className={className} data-island={type}>
      {boundary}
    </div>
  )
}
