'use client'
import { islandRegistry, type IslandPropsOf } from '@/lib/islands/island-registry'
import { islandLoaders } from './islands.generated'

/** The blocks' islands, from the list written from the block folders (`islands.generated.ts`). */
export const blockIslands = islandRegistry(islandLoaders)

export type IslandType = keyof typeof islandLoaders
export type IslandProps<K extends IslandType> = IslandPropsOf<typeof islandLoaders, K>
