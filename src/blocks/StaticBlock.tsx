import type { ReactNode } from 'react'
import { blockRootAttributes } from './block-root'
import type { BlockFrame } from './types'

/** The root of a block with nothing interactive: server HTML only, no JavaScript. */
export function StaticBlock({ frame, children }: { frame: BlockFrame; children: ReactNode }) {
  return <section {...blockRootAttributes(frame, 'none')}>{children}</section>
}
