'use client'
import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * The only module that knows the interactive block components. Each `import()` becomes its own
 * chunk, requested when React first renders that lazy component: after its island's gate opened.
 */
const loaders = {
  faq: () => import('./faq/Faq.client'),
  carousel: () => import('./carousel/Carousel.client'),
}

type Loaders = typeof loaders
type IslandModule<K extends IslandType> = Awaited<ReturnType<Loaders[K]>>

export type IslandType = keyof Loaders
export type IslandProps<K extends IslandType> = ComponentProps<IslandModule<K>['default']>

export const islandComponents = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load as () => Promise<{ default: ComponentType<Record<string, unknown>> }>)]),
) as unknown as { [K in IslandType]: LazyExoticComponent<IslandModule<K>['default']> }
