'use client'
import { lazy, type ComponentProps, type ComponentType } from 'react'
import { islandLoaders } from './islands.generated'

/**
 * The island components, from the list written from the block folders (`islands.generated.ts`).
 * Each `import()` becomes its own chunk, requested in the browser when React first renders that
 * lazy component: after its island's gate opened.
 */
const loaders = islandLoaders

type Loaders = typeof loaders
type IslandModule<K extends IslandType> = Awaited<ReturnType<Loaders[K]>>

export type IslandType = keyof Loaders
export type IslandProps<K extends IslandType> = ComponentProps<IslandModule<K>['default']>

type AnyComponent = ComponentType<Record<string, unknown>>

const lazyComponents = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load as () => Promise<{ default: AnyComponent }>)]),
) as unknown as Record<IslandType, AnyComponent>

const loadedOnServer: Partial<Record<IslandType, AnyComponent>> = {}
const loadingOnServer: Partial<Record<IslandType, Promise<void>>> = {}
if (typeof window === 'undefined') {
  // On the server every island is rendered into the HTML at once: loaded ahead, so that none
  // suspends inside its boundary and streams its HTML late (a cached page would keep that).
  for (const [type, load] of Object.entries(loaders)) {
    loadingOnServer[type as IslandType] = load().then((module) => {
      loadedOnServer[type as IslandType] = module.default as unknown as AnyComponent
    })
  }
}

/** On the server, the loading of an island's component while it is not there yet (the page waits for it); otherwise null. */
export function islandLoadingOnServer(type: IslandType): Promise<void> | null {
  return typeof window === 'undefined' && !loadedOnServer[type] ? (loadingOnServer[type] ?? null) : null
}

/** The component of each island: already loaded on the server, lazily loaded in the browser. */
export const islandComponents = {} as Readonly<Record<IslandType, AnyComponent>>
for (const type of Object.keys(loaders) as IslandType[]) {
  Object.defineProperty(islandComponents, type, { get: () => loadedOnServer[type] ?? lazyComponents[type] })
}
