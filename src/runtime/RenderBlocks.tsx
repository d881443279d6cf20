import { Fragment, type ReactNode } from 'react'
import { blockRegistry } from '@/blocks/registry'
import type { BlockContext, BlockEntry, BlockFrame, BlockType, PageBlock } from '@/blocks/types'
import { declareRenderTags } from '@/lib/cache/render-tags'
import { scopeCssToBlock } from '@/lib/css/scoped-css'

type AnyEntry = BlockEntry<BlockType, unknown>

/** The only place the block union meets the registry: each block goes to its type's entry. */
function entryFor(block: PageBlock): AnyEntry {
  return blockRegistry[block.blockType] as unknown as AnyEntry
}

function frameFor(block: PageBlock, index: number): BlockFrame {
  return {
    id: block.id ?? `${block.blockType}-${index}`,
    type: block.blockType,
    index,
    // CONTRACT §5: the first block hydrates when the browser is idle, the others when visible.
    strategy: index === 0 ? 'idle' : 'visible',
  }
}

/** A page's block list rendered through the registry, route data loaded for all blocks at once. */
export async function RenderBlocks({ blocks, context }: { blocks: PageBlock[]; context: BlockContext }) {
  const prepared = await Promise.all(
    blocks.map(async (block, index) => {
      const entry = entryFor(block)
      if (entry.renderTags) await declareRenderTags(entry.renderTags(block as never, context))
      const data = entry.load ? await entry.load(block as never, context) : undefined
      return { block, entry, data, frame: frameFor(block, index) }
    }),
  )
  return prepared.map(({ block, entry, data, frame }): ReactNode => {
    const { Component } = entry
    return (
      <Fragment key={frame.id}>
        {block.customCss && <style dangerouslySetInnerHTML={{ __html: scopeCssToBlock(block.customCss, frame.id) }} />}
        <Component block={block as never} frame={frame} context={context} data={data} />
      </Fragment>
    )
  })
}
