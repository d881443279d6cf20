import { Fragment } from 'react'
import type { BlockContext, PageBlock } from '@/blocks/types'
import { scopeCssToBlock } from '@/lib/css/scoped-css'
import { blockTypes, frameFor } from './page-blocks'

/**
 * A page's block list rendered through the block declarations, data loaded for all blocks at
 * once. A block whose type this build no longer declares renders nothing.
 */
export async function RenderBlocks({ blocks, context }: { blocks: PageBlock[]; context: BlockContext }) {
  const prepared = await Promise.all(
    blocks.map(async (block, index) => {
      const frame = frameFor(block, index)
      const element = (await blockTypes.get(block.blockType)?.prepare(block, frame, context)) ?? null
      return { block, frame, element }
    }),
  )
  return prepared.map(({ block, frame, element }) => (
    <Fragment key={frame.id}>
      {block.customCss && <style dangerouslySetInnerHTML={{ __html: scopeCssToBlock(block.customCss, frame.id) }} />}
      {element}
    </Fragment>
  ))
}
