'use client'
import { memo } from 'react'
import type { HydrationStrategy } from '@/lib/islands/hydration-triggers'
import { GatedIsland } from '@/lib/islands/GatedIsland.client'
import { shellIslands, type ShellIslandProps, type ShellIslandType } from './shell-islands.client'

type ShellIslandArgs<K extends ShellIslandType> = {
  type: K
  props: ShellIslandProps<K>
  /** `idle` for the header's parts, `visible` for those below the fold (the footer's). */
  strategy: HydrationStrategy
  /** The class of the element the leaf stands in, in the server parent's markup. */
  className: string
}

/**
 * A per-visitor leaf of the shell, rendered in place by its server parent with the edition's
 * settings as props; its JavaScript is fetched when its trigger fires, as a block island's is.
 */
function ShellLeaf<K extends ShellIslandType>({ type, props, strategy, className }: ShellIslandArgs<K>) {
  return (
    <GatedIsland registry={shellIslands} type={type} props={props as Record<string, unknown>} strategy={strategy} className={className} />
  )
}

export const ShellIsland = memo(ShellLeaf) as typeof ShellLeaf
