'use client'
import { memo } from 'react'
import { GatedIsland } from '@/lib/islands/GatedIsland.client'
import { blockIslands, type IslandProps, type IslandType } from './islands.client'
import type { BlockFrame } from './types'

const blockRootOf = (wrapper: HTMLElement) => wrapper.closest<HTMLElement>('[data-block-id]')

type IslandArgs<K extends IslandType> = {
  frame: BlockFrame
  type: K
  props: IslandProps<K>
  /** The block's own texts (next-intl namespaces) its island needs beyond the page's. */
  messages?: Record<string, unknown>
}

/**
 * The interactive part of a block, placed inside the block's server-rendered markup: hydrated when
 * the browser is idle for the first block of a page, when visible for the others, or earlier on
 * hover, focus or tap of the block. The block's static HTML stays outside, so it shows with or
 * without JavaScript.
 */
function BlockIsland<K extends IslandType>({ frame, type, props, messages }: IslandArgs<K>) {
  return (
    <GatedIsland
      registry={blockIslands}
      type={type}
      props={props as Record<string, unknown>}
      strategy={frame.strategy}
      rootOf={blockRootOf}
      messages={messages}
    />
  )
}

export const Island = memo(BlockIsland) as typeof BlockIsland
