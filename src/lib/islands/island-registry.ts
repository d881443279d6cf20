'use client'
import { lazy, type ComponentProps, type ComponentType } from 'react'

// A loader's component takes whatever props its island declares: checked per island by `IslandPropsOf`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoaders = Record<string, () => Promise<{ default: ComponentType<any> }>>

/** The props of the component a loader loads. */
export type IslandPropsOf<L extends IslandLoaders, K extends keyof L> = ComponentProps<Awaited<ReturnType<L[K]>>['default']>

export type AnyIslandComponent = ComponentType<Record<string, unknown>>

/** A set of islands by name: each component, and (on the server) its loading while it is not there yet. */
export type IslandRegistry<K extends string> = {
  /** The component of each island: already loaded on the server, lazily loaded in the browser. */
  components: Readonly<Record<K, AnyIslandComponent>>
  /** On the server, the loading of an island's component while it is not there yet (the page waits for it); otherwise null. */
  loadingOnServer: (type: K) => Promise<void> | null
}

/**
 * The islands of a list of `import()` loaders. Each `import()` becomes its own chunk, requested in
 * the browser when React first renders that lazy component: after its island's gate opened.
 */
export function islandRegistry<L extends IslandLoaders>(loaders: L): IslandRegistry<keyof L & string> {
  type K = keyof L & string
  const entries = Object.entries(loaders) as Array<[K, () => Promise<{ default: AnyIslandComponent }>]>
  const lazyComponents = Object.fromEntries(entries.map(([type, load]) => [type, lazy(load)])) as unknown as Record<K, AnyIslandComponent>
  const loadedOnServer: Partial<Record<K, AnyIslandComponent>> = {}
  const loadingOnServer: Partial<Record<K, Promise<void>>> = {}
  if (typeof window === 'undefined') {
    // On the server every island is rendered into the HTML at once: loaded ahead, so that none
    // suspends inside its boundary and streams its HTML late (a cached page would keep that).
    for (const [type, load] of entries)
      loadingOnServer[type] = load().then((module) => {
        loadedOnServer[type] = module.default
      })
  }
  const components = {} as Record<K, AnyIslandComponent>
  for (const [type] of entries) Object.defineProperty(components, type, { get: () => loadedOnServer[type] ?? lazyComponents[type] })
  return {
    components,
    loadingOnServer: (type) => (typeof window === 'undefined' && !loadedOnServer[type] ? (loadingOnServer[type] ?? null) : null),
  }
}
