import type { BlockFrame } from './types'

export type HydrationAttribute = 'idle' | 'visible' | 'none'

/** The attributes every block root carries. */
export function blockRootAttributes(frame: Pick<BlockFrame, 'id' | 'type'>, hydration: HydrationAttribute) {
  return {
    'data-block-type': frame.type,
    'data-block-id': frame.id,
    'data-hydration': hydration,
    className: `block block--${frame.type}`,
  } as const
}
