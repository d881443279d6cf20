import type { ReactNode } from 'react'
import { blockRootAttributes } from './block-root'
import type { BlockFrame } from './types'

/**
 * The root element of every block, rendered on the server with its type, id and hydration trigger.
 * A block with an island says so (`interactive`): its root then carries the island's strategy.
 */
export function BlockRoot({ frame, interactive = false, children }: { frame: BlockFrame; interactive?: boolean; children: ReactNode }) {
  return <section {...blockRootAttributes(frame, interactive ? frame.strategy : 'none')}>{children}</section>
}
