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
  /**
   * `false`: static content drawn from compact props, not hydrated on a page the server drew: no
   * trigger loads its code, only React needing to render it again (GatedIsland's `never`) or a
   * client navigation; the block's root says `none`.
   */
  hydrate?: boolean
}

/**
 * The interactive part of a block, placed inside the block's server-rendered markup: hydrated when
 * the browser is idle for the first block of a page, when visible for the others, or earlier on
 * hover, focus or tap of the block. The block's static HTML stays outside, so it shows with or
 * without JavaScript.
 */
function BlockIsland<K extends IslandType>({ frame, type, props, messages, hydrate = true }: IslandArgs<K>) {
  return (
    <GatedIsland
      registry={blockIslands}
      type={type}
      props={props as Record<string, unknown>}
      strategy={hydrate ? frame.strategy : 'never'}
      rootOf={blockRootOf}
      messages={messages}
    />
  )
}

export const Island = memo(BlockIsland) as typeof BlockIsland
