import { Fragment } from 'react'
import { declaredBlocks } from '@/blocks/index.generated'
import type { BlockContext, BlockFrame, PageBlock } from '@/blocks/types'
import { scopeCssToBlock } from '@/lib/css/scoped-css'

const blockTypes = new Map(declaredBlocks.map((declared) => [declared.slug, declared]))

function frameFor(block: PageBlock, index: number): BlockFrame {
  return {
    id: block.id ?? `${block.blockType}-${index}`,
    type: block.blockType,
    index,
    // the first block hydrates when the browser is idle, the others when visible.
    strategy: index === 0 ? 'idle' : 'visible',
  }
}

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
