import { declaredBlocks } from '@/blocks/index.generated'
import type { BlockSummary } from '@/blocks/define-block'
import type { BlockContext, BlockFrame, PageBlock } from '@/blocks/types'

/** The declared block types by slug. */
export const blockTypes = new Map(declaredBlocks.map((declared) => [declared.slug, declared]))

/** Where a block stands on its page, and when its island hydrates. */
export function frameFor(block: PageBlock, index: number): BlockFrame {
  return {
    id: block.id ?? `${block.blockType}-${index}`,
    type: block.blockType,
    index,
    // the first block hydrates when the browser is idle, the others when visible.
    strategy: index === 0 ? 'idle' : 'visible',
  }
}

/** Whether one of the page's blocks draws its H1 where it stands. */
export function blocksHeadPage(blocks: PageBlock[], context: BlockContext): boolean {
  return blocks.some((block, index) => blockTypes.get(block.blockType)?.headsPage(block, frameFor(block, index), context) ?? false)
}

/** The first description and the first picture the page's blocks give, in their order. */
export function blocksSummary(blocks: PageBlock[]): Required<BlockSummary> {
  const summaries = blocks.map((block) => blockTypes.get(block.blockType)?.summary(block) ?? {})
  return {
    description: summaries.find((summary) => summary.description)?.description ?? null,
    image: summaries.find((summary) => summary.image)?.image ?? null,
  }
}
